// Access codes, the hospital's side: generate one or a batch (the only answer that carries the
// codes themselves), list them with a status computed from the row, revoke an unused one.

import {
  ACCESS_CODE_TTL_DAYS,
  type AccessCodeListQuery,
  DEFAULT_REVOCATION_REASONS,
  type GeneratedAccessCode,
  type RevocationType,
} from '@naijacare/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { Caller } from '../accounts/caller';
import { hashAccessCode, hintOf, newAccessCode } from './code-text';
import { codePage, hospitalVerification, serializeCode } from './listing';
import { accessCodes } from './schema';

const DAY_MS = 86_400_000;

/** A hospital acts on its own codes only; an admin may read and revoke any hospital's. */
function mustActFor(c: Caller, hospitalId: number) {
  if (c.isAdmin) return;
  if (c.hospitalId !== hospitalId) throw forbidden('access_codes_own_hospital_only');
}

export function accessCodeUseCases(db: Db) {
  return {
    async generate(c: Caller, hospitalId: number, count: number): Promise<GeneratedAccessCode[]> {
      if (c.hospitalId === null) throw forbidden('access_codes_hospital_only');
      mustActFor(c, hospitalId);
      if ((await hospitalVerification(db, hospitalId)) !== 'verified') throw forbidden('access_codes_verified_only');
      const expires_at = new Date(Date.now() + ACCESS_CODE_TTL_DAYS * DAY_MS);
      // 31^8 ≈ 8.5e11 codes: a clash with a stored hash is all but impossible, and the unique
      // index refuses it if it happens; the whole batch is then drawn again.
      for (let attempt = 0; ; attempt++) {
        const codes = Array.from({ length: count }, newAccessCode);
        try {
          const rows = await db
            .insert(accessCodes)
            .values(
              codes.map((code) => ({ hospital_id: hospitalId, code_hash: hashAccessCode(code), code_hint: hintOf(code), created_by: c.actor.id, expires_at })),
            )
            .returning();
          return rows.map((row, i) => ({ ...serializeCode(row), code: codes[i] }));
        } catch (err) {
          if (!uniqueViolation(err) || attempt >= 2) throw err;
        }
      }
    },

    async list(c: Caller, hospitalId: number, query: AccessCodeListQuery) {
      mustActFor(c, hospitalId);
      return codePage(db, hospitalId, query.status, query.page, query.page_size);
    },

    async revoke(c: Caller, hospitalId: number, codeId: number, input: { reason?: string | null; revocation_type?: RevocationType }) {
      mustActFor(c, hospitalId);
      const type = input.revocation_type ?? 'CODE_REVOKED';
      if (type === 'ADMIN_REVOKED' && !c.isAdmin) throw forbidden('access_code_revocation_type_admin_only');
      const mine = and(eq(accessCodes.id, codeId), eq(accessCodes.hospital_id, hospitalId));
      // Only a code nobody has used or revoked: of a revoke and a patient entering the code at
      // the same moment, exactly one wins.
      const [row] = await db
        .update(accessCodes)
        .set({
          revoked_at: new Date(),
          revoked_by: c.actor.id,
          revocation_type: type,
          revocation_reason: input.reason || DEFAULT_REVOCATION_REASONS.none,
        })
        .where(and(mine, isNull(accessCodes.used_at), isNull(accessCodes.revoked_at)))
        .returning();
      if (row) return serializeCode(row);
      const [current] = await db.select().from(accessCodes).where(mine);
      if (!current) throw notFound('access_code_not_found');
      if (current.revoked_at) throw conflict('access_code_already_revoked', { status: 'revoked' });
      throw conflict('access_code_revoked_used', { status: 'used' });
    },
  };
}

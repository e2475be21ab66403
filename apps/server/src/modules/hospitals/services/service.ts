// A hospital's services (consultations, laboratory, imaging…): anyone signed in sees a
// hospital's active ones; the hospital itself and admins also see the inactive ones, and only
// the hospital (or an admin) changes them. One name per hospital is the database's rule.

import type { CreateHospitalServiceInput, HospitalService, updateHospitalServiceBody } from '@naijacare/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { uniqueViolation } from '../../../db/errors';
import { badRequest, conflict, forbidden, notFound } from '../../../http/errors';
import type { Caller } from '../../accounts/caller';
import { hospitalDirectoryEntry } from '../../accounts/hospital-reads';
import { hospitalServices as hs } from '../schema';

type Row = typeof hs.$inferSelect;
type Changes = z.output<typeof updateHospitalServiceBody>;

const toService = (r: Row): HospitalService => ({ ...r, created_at: r.created_at.toISOString(), updated_at: r.updated_at.toISOString() });

/** A second service of the same name (in any case) at one hospital is refused by the unique index. */
async function namedOnce<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (uniqueViolation(err)) throw conflict('service_name_taken', { field: 'name' }, { name: name ?? '' });
    throw err;
  }
}

export function hospitalServicesService(db: Db) {
  /** The service, if the caller may change it: 404 when unknown, 403 when another hospital's. */
  async function ownService(caller: Caller, id: number): Promise<Row> {
    const [row] = await db.select().from(hs).where(eq(hs.id, id)).limit(1);
    if (!row) throw notFound('service_not_found');
    if (!caller.isAdmin && row.hospital_id !== caller.hospitalId) throw forbidden('service_not_own');
    return row;
  }

  return {
    async list(caller: Caller, hospital?: number): Promise<HospitalService[]> {
      const hospitalId = hospital ?? caller.hospitalId;
      if (!hospitalId) throw badRequest('services_hospital_required', 'hospital');
      const seesInactive = caller.isAdmin || caller.hospitalId === hospitalId;
      // Like the directory: a hospital not yet verified, or deactivated, is unknown to everyone but itself and admins.
      const entry = await hospitalDirectoryEntry(db, hospitalId);
      const open = entry?.verification_status === 'verified' && entry.account_status === 'active';
      if (!entry || (!seesInactive && !open)) throw notFound('hospital_not_found');
      const rows = await db
        .select()
        .from(hs)
        .where(and(eq(hs.hospital_id, hospitalId), seesInactive ? undefined : eq(hs.is_active, true)))
        .orderBy(asc(hs.category), asc(hs.name));
      return rows.map(toService);
    },

    async create(caller: Caller, input: Required<CreateHospitalServiceInput>): Promise<HospitalService> {
      if (!caller.hospitalId) throw forbidden('service_not_own');
      const hospitalId = caller.hospitalId;
      const [row] = await namedOnce(input.name, () =>
        db
          .insert(hs)
          .values({ ...input, hospital_id: hospitalId })
          .returning(),
      );
      return toService(row);
    },

    async update(caller: Caller, id: number, changes: Changes): Promise<HospitalService> {
      await ownService(caller, id);
      const [row] = await namedOnce(changes.name, () =>
        db
          .update(hs)
          .set({ ...changes, updated_at: new Date() })
          .where(eq(hs.id, id))
          .returning(),
      );
      // Deleted between the check and the change (another tab).
      if (!row) throw notFound('service_not_found');
      return toService(row);
    },

    async remove(caller: Caller, id: number): Promise<void> {
      await ownService(caller, id);
      const [row] = await db.delete(hs).where(eq(hs.id, id)).returning({ id: hs.id });
      if (!row) throw notFound('service_not_found');
    },
  };
}

export type HospitalServicesService = ReturnType<typeof hospitalServicesService>;

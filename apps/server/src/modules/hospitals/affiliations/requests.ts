// A doctor asks to join a hospital. Only an approved doctor and only a verified hospital;
// one live request or affiliation per pair, which the database's partial unique index
// decides (two concurrent requests: one is created, the other is told it exists).

import type { Affiliation, AffiliationRequestInput } from '@naijacare/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { type DbOrTx, inTransaction } from '../../../db/client';
import { uniqueViolation } from '../../../db/errors';
import { conflict, forbidden, notFound } from '../../../http/errors';
import type { Caller } from '../../accounts/caller';
import { doctorHospitalAffiliations as aff } from '../schema';
import type { AffiliationsContext } from './context';
import type { Notices } from './notices';
import { type Joined, loadJoined, requestParties, serialize } from './rows';
import { affiliationText } from './text';

const LIVE_PAIR_KEY = 'affiliations_live_doctor_hospital_key';

export function requests({ db }: AffiliationsContext, told: Notices) {
  async function request(c: Caller, input: AffiliationRequestInput, tx?: DbOrTx): Promise<Affiliation> {
    if (!c.doctorId) throw forbidden('affiliation_doctors_only');
    const doctorId = c.doctorId;
    const hospitalId = Number(input.hospital);
    const message = affiliationText(input.message, 'message', 'Message');
    try {
      const created = await inTransaction(db, tx, async (tx) => {
        const { doctor, hospital } = await requestParties(tx, doctorId, hospitalId);
        if (doctor?.status !== 'active') throw forbidden('affiliation_doctor_not_active');
        // A hospital not yet verified, or deactivated, is not found: the directory does not show it either.
        if (!hospital?.open) throw notFound('affiliation_hospital_not_found');
        const [row] = await tx.insert(aff).values({ doctor_id: doctorId, hospital_id: hospitalId, message }).returning({ id: aff.id });
        const joined = (await loadJoined(tx, row.id)) as Joined;
        await told.requested(tx, joined);
        return joined;
      });
      return serialize(c, created);
    } catch (err) {
      if (uniqueViolation(err) !== LIVE_PAIR_KEY) throw err;
      const [live] = await (tx ?? db)
        .select({ status: aff.status })
        .from(aff)
        .where(and(eq(aff.doctor_id, doctorId), eq(aff.hospital_id, hospitalId), ne(aff.status, 'rejected')))
        .limit(1);
      throw conflict('affiliation_exists', { status: live?.status ?? 'pending' }, { status: live?.status ?? 'pending' });
    }
  }

  return { request };
}

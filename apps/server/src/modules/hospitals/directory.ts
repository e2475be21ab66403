// The hospital directory. Patients and doctors find verified hospitals whose account is active
// (to see one's services, to ask to join one); a hospital also sees itself whatever its status;
// admins see every hospital and may filter by verification status. Anything else is "not found", so an
// unverified hospital's existence is not told to strangers.

import type { HospitalDetail, HospitalListQuery, HospitalSummary, Paginated } from '@naijacare/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { Caller } from '../accounts/caller';
import { hospitalDirectoryEntry, hospitalDirectoryPage } from '../accounts/hospital-reads';
import { doctorHospitalAffiliations as aff } from './schema';

export function hospitalDirectory(db: Db) {
  return {
    async list(caller: Caller, query: HospitalListQuery): Promise<Paginated<HospitalSummary>> {
      const { rows, total } = await hospitalDirectoryPage(
        db,
        {
          search: query.search || undefined,
          state: query.state,
          ...(caller.isAdmin ? { verification: query.verification_status } : { openOnly: true }),
        },
        { limit: query.page_size, offset: (query.page - 1) * query.page_size },
      );
      const results = rows.map(({ registration_number, phone, email, website, bed_count, description, account_status, ...summary }) => summary);
      return { count: total, next: query.page * query.page_size < total ? query.page + 1 : null, results };
    },

    async get(caller: Caller, id: number): Promise<HospitalDetail> {
      const row = await hospitalDirectoryEntry(db, id);
      const open = row?.verification_status === 'verified' && row.account_status === 'active';
      if (!row || !(open || caller.isAdmin || caller.hospitalId === id)) throw notFound('hospital_not_found');
      const { account_status, ...detail } = row;
      const [{ doctors }] = await db
        .select({ doctors: count() })
        .from(aff)
        .where(and(eq(aff.hospital_id, id), eq(aff.status, 'approved')));
      return { ...detail, affiliated_doctors: doctors };
    },
  };
}

export type HospitalDirectory = ReturnType<typeof hospitalDirectory>;

// A hospital edits its own profile and logo (PATCH /api/hospitals/{id}/). The rows belong to the
// accounts module, which writes them; this use case decides who may and handles the logo file.

import type { HospitalPortalProfile, HospitalProfileUpdate } from '@naijacare/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { FileStore } from '../../storage/files';
import type { Caller } from '../accounts/caller';
import { type HospitalProfileRow, hospitalProfileRow, updateHospitalProfile } from '../accounts/hospital-profile-writes';
import { LOGO_FOLDER, logoUrl, saveLogo } from './logos';
import { assertOwnHospital } from './portal-access';

export const toPortalProfile = (row: HospitalProfileRow): HospitalPortalProfile => ({ ...row, logo: logoUrl(row.logo) });

export function hospitalProfile(db: Db, files: FileStore) {
  return {
    async updateProfile(caller: Caller, hospitalId: number, changes: HospitalProfileUpdate, logo?: Buffer): Promise<HospitalPortalProfile> {
      assertOwnHospital(caller, hospitalId);
      // The file is checked and stored first; if the change fails it is removed again.
      const newLogo = logo ? await saveLogo(files, logo) : undefined;
      let previousLogo: string | null;
      try {
        ({ previousLogo } = await updateHospitalProfile(db, hospitalId, changes, newLogo));
      } catch (err) {
        if (newLogo) await files.remove(LOGO_FOLDER, newLogo);
        throw err;
      }
      if (previousLogo) await files.remove(LOGO_FOLDER, previousLogo);
      const row = await hospitalProfileRow(db, hospitalId);
      if (!row) throw notFound('hospital_not_found');
      return toPortalProfile(row);
    },
  };
}

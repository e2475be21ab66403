// A hospital edits its own profile and logo (PATCH /api/hospitals/{id}/). The rows belong to the
// accounts module, which writes them; this use case decides who may and handles the logo file.

import type { HospitalDetail, HospitalProfileUpdate } from '@naijacare/contracts';
import type { Db } from '../../db/client';
import type { FileStore } from '../../storage/files';
import type { Caller } from '../accounts/caller';
import { updateHospitalProfile } from '../accounts/hospital-profile-writes';
import { hospitalDirectory } from './directory';
import { LOGO_FOLDER, saveLogo } from './logos';
import { assertOwnHospital } from './portal-access';

export function hospitalProfile(db: Db, files: FileStore) {
  const directory = hospitalDirectory(db);
  return {
    /** Answers the hospital as the directory shows it (GET /api/hospitals/{id}/). */
    async updateProfile(caller: Caller, hospitalId: number, changes: HospitalProfileUpdate, logo?: Buffer): Promise<HospitalDetail> {
      await assertOwnHospital(db, caller, hospitalId);
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
      return directory.get(caller, hospitalId);
    },
  };
}

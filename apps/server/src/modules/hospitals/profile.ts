// A hospital edits its own profile and logo (PATCH /api/hospitals/{id}/). The rows belong to the
// accounts module, which writes them; this use case decides who may and handles the logo file.

import type { HospitalDetail, HospitalProfileUpdate } from '@naijacare/contracts';
import type { Db } from '../../db/client';
import { forbidden } from '../../http/errors';
import type { ProfileImageLimit } from '../../http/public-images';
import type { FileStore } from '../../storage/files';
import type { Caller } from '../accounts/caller';
import { updateHospitalProfile } from '../accounts/hospital-profile-writes';
import { hospitalDirectory } from './directory';
import { removeLogo, saveLogo } from './logos';
import { assertOwnHospital } from './portal-access';

export function hospitalProfile(db: Db, files: FileStore, countImage: ProfileImageLimit) {
  const directory = hospitalDirectory(db);
  return {
    /** Answers the hospital as the directory shows it (GET /api/hospitals/{id}/). */
    async updateProfile(caller: Caller, hospitalId: number, changes: HospitalProfileUpdate, logo?: Buffer): Promise<HospitalDetail> {
      await assertOwnHospital(db, caller, hospitalId);
      // What an admin verified a hospital as stays so: another verified hospital's name taken on, or
      // a registration number swapped, would pass for the verified one in every patient's eyes.
      if (!caller.isAdmin) {
        const current = await directory.get(caller, hospitalId);
        const renamed = changes.hospital_name !== undefined && changes.hospital_name !== current.hospital_name;
        const renumbered = changes.registration_number !== undefined && changes.registration_number !== current.registration_number;
        if (current.verification_status === 'verified' && (renamed || renumbered)) throw forbidden('hospital_identity_locked');
      }
      if (logo) await countImage(caller.actor.id);
      // The file is checked and stored first; if the change fails it is removed again.
      const newLogo = logo ? await saveLogo(files, logo) : undefined;
      let previousLogo: string | null;
      try {
        ({ previousLogo } = await updateHospitalProfile(db, hospitalId, changes, newLogo));
      } catch (err) {
        if (newLogo) await removeLogo(files, newLogo);
        throw err;
      }
      if (previousLogo) await removeLogo(files, previousLogo);
      return directory.get(caller, hospitalId);
    },
  };
}

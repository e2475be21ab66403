// Doctors' professional photos: checked to be an image, kept in the file store, and the
// old file removed when one is replaced. Registration and profile edits save through here too.

import type { DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { detectImage } from '../../http/uploads';
import type { FileStore } from '../../storage/files';
import type { AccountsService } from '../accounts/service';

export const PHOTO_FOLDER = 'photos';

export async function savePhoto(files: FileStore, bytes: Buffer): Promise<string> {
  const kind = detectImage(bytes);
  if (!kind) throw badRequest('photo_type_invalid', 'professional_photo');
  return files.save(PHOTO_FOLDER, kind.extension, bytes);
}

/** Replaces (or, with null, removes) a doctor's professional photo; the old file is deleted. */
export async function replaceDoctorPhoto(
  files: FileStore,
  accounts: Pick<AccountsService, 'doctorPhotoOf' | 'setDoctorPhoto'>,
  doctorId: number,
  bytes: Buffer | null,
  tx?: DbOrTx,
): Promise<string | null> {
  const name = bytes ? await savePhoto(files, bytes) : null;
  const current = await accounts.doctorPhotoOf(doctorId, tx);
  if (current === undefined) {
    if (name) await files.remove(PHOTO_FOLDER, name);
    throw notFound('doctor_not_found');
  }
  await accounts.setDoctorPhoto(doctorId, name, tx);
  if (current) await files.remove(PHOTO_FOLDER, current);
  return name;
}

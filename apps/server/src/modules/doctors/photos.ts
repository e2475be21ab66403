// Doctors' professional photos: decoded and re-encoded as WebP in two sizes (http/public-images),
// kept in the file store, and the old files removed when one is replaced. Registration and profile
// edits save through here too.

import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import { removePublicImage, savePublicImage } from '../../http/public-images';
import type { FileStore } from '../../storage/files';
import type { AccountsService } from '../accounts/service';

export const PHOTO_FOLDER = 'photos';

export function savePhoto(files: FileStore, bytes: Buffer): Promise<string> {
  return savePublicImage(files, PHOTO_FOLDER, bytes, { field: 'professional_photo', invalid: 'photo_type_invalid' });
}

/** Removes every size of a stored photo (or logo: they share the folder). */
export function removePhoto(files: FileStore, name: string): Promise<void> {
  return removePublicImage(files, PHOTO_FOLDER, name);
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
    if (name) await removePhoto(files, name);
    throw notFound('doctor_not_found');
  }
  await accounts.setDoctorPhoto(doctorId, name, tx);
  if (current) await removePhoto(files, current);
  return name;
}

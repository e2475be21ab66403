// Doctors' professional photos: decoded and re-encoded as WebP in two sizes (http/public-images),
// kept in the file store, and the old files removed when one is replaced. Registration and profile
// edits save through here too. Accounts' own, as the profile row that names the file is: the
// doctors' directory and the hospitals' logos (which share the folder) build on it.

import { notFound } from '../../http/errors';
import { removePublicImage, savePublicImage } from '../../http/public-images';
import type { FileStore } from '../../storage/files';
import type { AccountsService } from './service';

export const PHOTO_FOLDER = 'photos';

export function savePhoto(files: FileStore, bytes: Buffer): Promise<string> {
  return savePublicImage(files, PHOTO_FOLDER, bytes, { field: 'professional_photo', invalid: 'photo_type_invalid' });
}

/** Removes every size of a stored photo (or logo: they share the folder). */
export function removePhoto(files: FileStore, name: string): Promise<void> {
  return removePublicImage(files, PHOTO_FOLDER, name);
}

/**
 * Replaces (or, with null, removes) a doctor's professional photo. The new file is stored first
 * and swapped in under the profile row's lock; the file it replaced is removed once that has
 * committed, and the new one if the swap fails, so no file outlives its reference.
 */
export async function replaceDoctorPhoto(
  files: FileStore,
  accounts: Pick<AccountsService, 'swapDoctorPhoto'>,
  doctorId: number,
  bytes: Buffer | null,
): Promise<string | null> {
  const name = bytes ? await savePhoto(files, bytes) : null;
  let swapped: { previous: string | null } | undefined;
  try {
    swapped = await accounts.swapDoctorPhoto(doctorId, name);
  } catch (err) {
    if (name) await removePhoto(files, name);
    throw err;
  }
  if (!swapped) {
    if (name) await removePhoto(files, name);
    throw notFound('doctor_not_found');
  }
  if (swapped.previous) await removePhoto(files, swapped.previous);
  return name;
}

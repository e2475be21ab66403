// Hospitals' logos: public images like doctors' photos, decoded and re-encoded as WebP in two
// sizes (http/public-images), kept in the file store under a name the server makes.

import { removePublicImage, savePublicImage } from '../../http/public-images';
import type { FileStore } from '../../storage/files';
import { PHOTO_FOLDER } from '../accounts/doctor-photos';

// Served with doctors' photos (/media/photos/), the public images of the product.
export const LOGO_FOLDER = PHOTO_FOLDER;

export function saveLogo(files: FileStore, bytes: Buffer): Promise<string> {
  return savePublicImage(files, LOGO_FOLDER, bytes, { field: 'logo', invalid: 'logo_type_invalid' });
}

export function removeLogo(files: FileStore, name: string): Promise<void> {
  return removePublicImage(files, LOGO_FOLDER, name);
}

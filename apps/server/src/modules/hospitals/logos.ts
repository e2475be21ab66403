// Hospitals' logos: public images like doctors' photos, checked by their content (magic bytes),
// kept in the file store under a name the server makes.

import { badRequest } from '../../http/errors';
import { detectImage } from '../../http/uploads';
import type { FileStore } from '../../storage/files';
import { PHOTO_FOLDER } from '../doctors/photos';

// Served with doctors' photos (/media/photos/), the public images of the product.
export const LOGO_FOLDER = PHOTO_FOLDER;

export async function saveLogo(files: FileStore, bytes: Buffer): Promise<string> {
  const kind = detectImage(bytes);
  if (!kind) throw badRequest('logo_type_invalid', 'logo');
  return files.save(LOGO_FOLDER, kind.extension, bytes);
}

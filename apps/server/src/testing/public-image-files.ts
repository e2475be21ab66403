// The files an image kind (doctors' photos, hospitals' logos) has on disk, one set per size's
// folder: for tests that a replacement leaves exactly the file the profile names.

import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_SIZES, sizeFolder } from '../http/public-images';

export function publicImageFiles(dataDir: string, kind: string): Record<string, Set<string>> {
  const root = path.join(dataDir, 'uploads');
  return Object.fromEntries(
    IMAGE_SIZES.map((size) => sizeFolder(kind, size)).map((folder) => [
      folder,
      new Set(existsSync(path.join(root, folder)) ? readdirSync(path.join(root, folder)) : []),
    ]),
  );
}

// Uploaded files on local disk under DATA_DIR/uploads, always under a name the
// server makes. The interface is small so an object store can replace it.

import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface FileStore {
  /** Saves the bytes and returns the generated name. */
  save(folder: string, extension: string, bytes: Buffer): Promise<string>;
  read(folder: string, name: string): Promise<Buffer | null>;
  remove(folder: string, name: string): Promise<void>;
}

const SAFE_NAME = /^[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

export function localFileStore(root: string): FileStore {
  const locate = (folder: string, name: string) => path.join(root, folder, name);
  return {
    async save(folder, extension, bytes) {
      const name = `${randomUUID()}.${extension}`;
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(locate(folder, name), bytes, { mode: 0o600 });
      return name;
    },
    async read(folder, name) {
      if (!SAFE_NAME.test(name)) return null;
      return readFile(locate(folder, name)).catch(() => null);
    },
    async remove(folder, name) {
      if (SAFE_NAME.test(name)) await rm(locate(folder, name), { force: true });
    },
  };
}

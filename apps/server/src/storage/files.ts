// Uploaded files on local disk under DATA_DIR/uploads, always under a name the
// server makes. The interface is small so an object store can replace it.

import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface FileStore {
  /** Saves the bytes and returns the generated name. */
  save(folder: string, extension: string, bytes: Buffer): Promise<string>;
  /** Saves the bytes under a name made by `save` (another size of the same image, in another folder). */
  saveAs(folder: string, name: string, bytes: Buffer): Promise<void>;
  read(folder: string, name: string): Promise<Buffer | null>;
  /**
   * Writes the bytes at `offset` of a saved file and drops anything after them: a file grown in
   * pieces (a call's recording) is written where its stored size says it ends, so the bytes of a
   * piece whose transaction never committed are overwritten by the next, never kept.
   */
  writeAt(folder: string, name: string, offset: number, bytes: Buffer): Promise<void>;
  /** The file as a stream, with its size, for files too large to hold in memory; null if missing. */
  stream(folder: string, name: string): Promise<{ size: number; body: Readable } | null>;
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
    async saveAs(folder, name, bytes) {
      if (!SAFE_NAME.test(name)) throw new Error(`not a stored file's name: ${name}`);
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(locate(folder, name), bytes, { mode: 0o600 });
    },
    async read(folder, name) {
      if (!SAFE_NAME.test(name)) return null;
      return readFile(locate(folder, name)).catch(() => null);
    },
    async writeAt(folder, name, offset, bytes) {
      if (!SAFE_NAME.test(name)) throw new Error(`not a stored file's name: ${name}`);
      const file = await open(locate(folder, name), 'r+');
      try {
        await file.truncate(offset);
        if (bytes.length) await file.write(bytes, 0, bytes.length, offset);
      } finally {
        await file.close();
      }
    },
    async stream(folder, name) {
      if (!SAFE_NAME.test(name)) return null;
      const found = await stat(locate(folder, name)).catch(() => null);
      if (!found?.isFile()) return null;
      return { size: found.size, body: createReadStream(locate(folder, name)) };
    },
    async remove(folder, name) {
      if (SAFE_NAME.test(name)) await rm(locate(folder, name), { force: true });
    },
  };
}

// Whether the web app in apps/web/dist was built from the sources as they are now. A build
// takes half a minute on a small server, so `npm start` builds only when they changed.

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the web build is made of: its sources, the shared contracts, and the exact dependency versions. */
export const BUILD_INPUTS = ['apps/web', 'packages/contracts', 'package-lock.json'];

/** Folders inside the inputs that the build does not read (its own output, browser tests and their results). */
const NOT_INPUTS = new Set(['node_modules', 'dist', 'e2e', 'test-results', 'playwright-report']);

/** Written into dist after a build; a dot file, so the server never serves it. */
export const STAMP_FILE = '.source-hash';

/** Every file of an input (a folder, walked; or one file), as paths relative to the root. */
function inputFiles(root: string, relative: string): string[] {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const child = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) return NOT_INPUTS.has(entry.name) ? [] : inputFiles(root, child);
    return entry.isFile() ? [child] : [];
  });
}

/** One hash over every input file's path and bytes: any edit, addition, removal or rename changes it. */
export function sourceHash(root: string): string {
  const hash = createHash('sha256');
  const files = BUILD_INPUTS.flatMap((input) => inputFiles(root, input)).sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The stamp of the build in dist, or null when there is no complete build. */
export function builtHash(distDir: string): string | null {
  if (!existsSync(path.join(distDir, 'index.html')) || !existsSync(path.join(distDir, STAMP_FILE))) return null;
  return readFileSync(path.join(distDir, STAMP_FILE), 'utf8').trim();
}

/** A build is needed when dist holds none, or one made from other sources. */
export function needsBuild(root: string, distDir: string): { needed: boolean; hash: string } {
  const hash = sourceHash(root);
  return { needed: builtHash(distDir) !== hash, hash };
}

// Whether a build (the web app in apps/web/dist, the server in apps/server/dist) was made from the
// sources as they are now. The web build takes half a minute on a small server, so `npm start`
// builds only what changed.

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface BuildTarget {
  /** What is built, for messages. */
  name: string;
  /** Where the build goes, relative to the root. */
  dist: string;
  /** A file every complete build has. */
  entry: string;
  /** What the build is made of: folders (walked) or single files, relative to the root. */
  inputs: string[];
}

/** The web app: its sources, the shared contracts, and the exact dependency versions. */
export const WEB_BUILD: BuildTarget = {
  name: 'web app',
  dist: 'apps/web/dist',
  entry: 'index.html',
  inputs: ['apps/web', 'packages/contracts', 'package-lock.json'],
};

/** The server (server-build.ts): its sources and settings, the contracts bundled into it, the
 * dependency versions, and how it is built. */
export const SERVER_BUILD: BuildTarget = {
  name: 'server',
  dist: 'apps/server/dist',
  entry: 'main.js',
  inputs: [
    'apps/server/src',
    'apps/server/package.json',
    'apps/server/tsconfig.json',
    'tsconfig.base.json',
    'packages/contracts',
    'package-lock.json',
    'scripts/server-build.ts',
  ],
};

/** Folders inside the inputs that no build reads (its own output, browser tests and their results). */
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
export function sourceHash(root: string, target: BuildTarget): string {
  const hash = createHash('sha256');
  const files = [...new Set(target.inputs.flatMap((input) => inputFiles(root, input)))].sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The stamp of the build in the target's dist, or null when there is no complete build. */
export function builtHash(root: string, target: BuildTarget): string | null {
  const dist = path.join(root, target.dist);
  if (!existsSync(path.join(dist, target.entry)) || !existsSync(path.join(dist, STAMP_FILE))) return null;
  return readFileSync(path.join(dist, STAMP_FILE), 'utf8').trim();
}

/** A build is needed when dist holds none, or one made from other sources. */
export function needsBuild(root: string, target: BuildTarget): { needed: boolean; hash: string } {
  const hash = sourceHash(root, target);
  return { needed: builtHash(root, target) !== hash, hash };
}

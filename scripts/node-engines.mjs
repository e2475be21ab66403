// Whether a Node version is one that package.json's engines.node accepts. Plain JavaScript, as
// .ci/run asks it of the machine's node before anything is installed (an old node runs no TypeScript).
//
//   node scripts/node-engines.mjs [node-binary-version]   exits 0 when it fits, 1 when not
//
// It reads only what engines.node is written with here: terms `^X.Y.Z`, `>=X.Y.Z` or a bare major,
// joined by `||`; anything else is refused rather than guessed at.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** @param {string} text @returns {[number, number, number]} */
function parts(text) {
  const [major = 0, minor = 0, patch = 0] = text.split('.').map(Number);
  return [major, minor, patch];
}

/** @param {number[]} a @param {number[]} b */
function compare(a, b) {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** @param {string} version such as `22.18.0` @param {string} range such as `^22.18.0 || >=24.2.0` */
export function fitsRange(version, range) {
  const have = parts(version.replace(/^v/, ''));
  return range.split('||').some((raw) => {
    const term = raw.trim();
    const match = /^(\^|>=)?(\d+(?:\.\d+){0,2})$/.exec(term);
    if (!match) throw new Error(`engines.node term not understood: ${term}`);
    const want = parts(match[2]);
    if (compare(have, want) < 0) return false;
    // `>=` takes every later major; `^X.Y.Z` and a bare `X` stay within major X.
    return match[1] === '>=' || have[0] === want[0];
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const range = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
  process.exit(fitsRange(process.argv[2] ?? process.versions.node, range) ? 0 : 1);
}

// npm start and npm run test:e2e: builds the web app only when its sources changed since the
// build in apps/web/dist (web-build.ts), then stamps the build with the hash of those sources.

import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { needsBuild, STAMP_FILE } from './web-build';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');

// Hashed before building: a file edited during the build makes the next start build again.
const { needed, hash } = needsBuild(root, dist);
if (!needed) {
  console.log('The web app in apps/web/dist is up to date with its sources.');
} else {
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(path.join(dist, STAMP_FILE), `${hash}\n`);
}

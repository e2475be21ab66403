// npm run build: builds the web app (Vite, into apps/web/dist) and the server (server-build.ts,
// into apps/server/dist). npm run build:if-changed (npm start, npm run test:e2e): only those whose
// sources changed since their last build (builds.ts). Either way each build is stamped with the
// hash of its sources, so a start right after a build builds nothing again.

import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { type BuildTarget, needsBuild, SERVER_BUILD, STAMP_FILE, WEB_BUILD } from './builds';
import { buildServer } from './server-build';

const root = path.resolve(import.meta.dirname, '..');
const onlyChanged = process.argv.includes('--if-changed');

const builders = new Map<BuildTarget, () => Promise<void>>([
  [
    WEB_BUILD,
    async () => {
      const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: root, stdio: 'inherit' });
      if (build.status !== 0) process.exit(build.status ?? 1);
    },
  ],
  [
    SERVER_BUILD,
    async () => {
      await buildServer(root, path.join(root, SERVER_BUILD.dist));
    },
  ],
]);

for (const [target, build] of builders) {
  // Hashed before building: a file edited during the build makes the next start build again.
  const { needed, hash } = needsBuild(root, target);
  if (onlyChanged && !needed) {
    console.log(`The ${target.name} in ${target.dist} is up to date with its sources.`);
    continue;
  }
  const started = performance.now();
  await build();
  writeFileSync(path.join(root, target.dist, STAMP_FILE), `${hash}\n`);
  console.log(`Built the ${target.name} into ${target.dist} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

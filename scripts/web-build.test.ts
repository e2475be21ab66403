import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { needsBuild, STAMP_FILE } from './web-build';

/** A small checkout: web sources, contracts, lockfile, and what the build does not read. */
function checkout() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'naijacare-build-'));
  const write = (file: string, body: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), body);
  };
  write('apps/web/src/main.tsx', 'render()');
  write('apps/web/index.html', '<div id="root"></div>');
  write('packages/contracts/src/index.ts', 'export const a = 1;');
  write('package-lock.json', '{}');
  write('apps/server/src/main.ts', 'listen()');
  const dist = path.join(root, 'apps/web/dist');
  /** What build-web-if-changed.ts leaves behind. */
  const build = () => {
    const { hash } = needsBuild(root, dist);
    write('apps/web/dist/index.html', '<built>');
    write(`apps/web/dist/${STAMP_FILE}`, `${hash}\n`);
  };
  return { root, dist, write, build };
}

describe('building the web app only when its sources changed', () => {
  it('builds when there is no build, then not again for the same sources', () => {
    const c = checkout();
    expect(needsBuild(c.root, c.dist).needed).toBe(true);
    c.build();
    expect(needsBuild(c.root, c.dist).needed).toBe(false);
  });

  it.each([
    ['a web source', (c: ReturnType<typeof checkout>) => c.write('apps/web/src/main.tsx', 'render(2)')],
    ['a new web file', (c: ReturnType<typeof checkout>) => c.write('apps/web/public/sw.js', 'x')],
    ['the contracts', (c: ReturnType<typeof checkout>) => c.write('packages/contracts/src/index.ts', 'export const a = 2;')],
    ['the lockfile', (c: ReturnType<typeof checkout>) => c.write('package-lock.json', '{"v":2}')],
    ['a renamed file', (c: ReturnType<typeof checkout>) => renameSync(path.join(c.root, 'apps/web/index.html'), path.join(c.root, 'apps/web/page.html'))],
  ])('builds again after a change to %s', (_what, change) => {
    const c = checkout();
    c.build();
    change(c);
    expect(needsBuild(c.root, c.dist).needed).toBe(true);
  });

  it('does not build for changes the build does not read', () => {
    const c = checkout();
    c.build();
    c.write('apps/server/src/main.ts', 'listen(1)');
    c.write('apps/web/e2e/new.spec.ts', 'test()');
    c.write('apps/web/node_modules/x/index.js', 'x');
    c.write('apps/web/dist/assets/extra.js', 'x');
    expect(needsBuild(c.root, c.dist).needed).toBe(false);
  });

  it('builds when the build in dist is incomplete or unstamped', () => {
    const c = checkout();
    c.build();
    rmSync(path.join(c.dist, 'index.html'));
    expect(needsBuild(c.root, c.dist).needed).toBe(true);
    c.build();
    rmSync(path.join(c.dist, STAMP_FILE));
    expect(needsBuild(c.root, c.dist).needed).toBe(true);
  });
});

import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BuildTarget, needsBuild, SERVER_BUILD, STAMP_FILE, WEB_BUILD } from './builds';

/** A small checkout: web and server sources, contracts, lockfile, and what the builds do not read. */
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
  write('tsconfig.base.json', '{}');
  write('apps/server/src/main.ts', 'listen()');
  write('apps/server/src/db/migrations/0000_accounts.sql', 'create table');
  write('apps/server/package.json', '{}');
  write('scripts/server-build.ts', 'bundle()');
  write('scripts/e2e.ts', 'shards()');
  /** What scripts/build.ts leaves behind. */
  const build = (target: BuildTarget) => {
    const { hash } = needsBuild(root, target);
    write(`${target.dist}/${target.entry}`, '<built>');
    write(`${target.dist}/${STAMP_FILE}`, `${hash}\n`);
  };
  return { root, write, build };
}

type Checkout = ReturnType<typeof checkout>;

describe.each([
  ['the web app', WEB_BUILD],
  ['the server', SERVER_BUILD],
])('building %s only when its sources changed', (_name, target) => {
  it('builds when there is no build, then not again for the same sources', () => {
    const c = checkout();
    expect(needsBuild(c.root, target).needed).toBe(true);
    c.build(target);
    expect(needsBuild(c.root, target).needed).toBe(false);
  });

  it('builds when the build in dist is incomplete or unstamped', () => {
    const c = checkout();
    c.build(target);
    rmSync(path.join(c.root, target.dist, target.entry));
    expect(needsBuild(c.root, target).needed).toBe(true);
    c.build(target);
    rmSync(path.join(c.root, target.dist, STAMP_FILE));
    expect(needsBuild(c.root, target).needed).toBe(true);
  });

  it.each([
    ['the contracts', (c: Checkout) => c.write('packages/contracts/src/index.ts', 'export const a = 2;')],
    ['the lockfile', (c: Checkout) => c.write('package-lock.json', '{"v":2}')],
  ])('builds again after a change to %s', (_what, change) => {
    const c = checkout();
    c.build(target);
    change(c);
    expect(needsBuild(c.root, target).needed).toBe(true);
  });
});

describe('what each build is made of', () => {
  it.each([
    ['a web source', (c: Checkout) => c.write('apps/web/src/main.tsx', 'render(2)')],
    ['a new web file', (c: Checkout) => c.write('apps/web/public/sw.js', 'x')],
    ['a renamed file', (c: Checkout) => renameSync(path.join(c.root, 'apps/web/index.html'), path.join(c.root, 'apps/web/page.html'))],
  ])('the web app builds again after a change to %s', (_what, change) => {
    const c = checkout();
    c.build(WEB_BUILD);
    change(c);
    expect(needsBuild(c.root, WEB_BUILD).needed).toBe(true);
  });

  it('the web app does not build for changes its build does not read', () => {
    const c = checkout();
    c.build(WEB_BUILD);
    c.write('apps/server/src/main.ts', 'listen(1)');
    c.write('apps/web/e2e/new.spec.ts', 'test()');
    c.write('apps/web/node_modules/x/index.js', 'x');
    c.write('apps/web/dist/assets/extra.js', 'x');
    expect(needsBuild(c.root, WEB_BUILD).needed).toBe(false);
  });

  it.each([
    ['a server source', (c: Checkout) => c.write('apps/server/src/main.ts', 'listen(1)')],
    ['a new migration', (c: Checkout) => c.write('apps/server/src/db/migrations/0001_notifications.sql', 'create table')],
    ["the server's dependencies", (c: Checkout) => c.write('apps/server/package.json', '{"dependencies":{}}')],
    ['the TypeScript settings', (c: Checkout) => c.write('tsconfig.base.json', '{"compilerOptions":{}}')],
    ['how the server is built', (c: Checkout) => c.write('scripts/server-build.ts', 'bundle(2)')],
  ])('the server builds again after a change to %s', (_what, change) => {
    const c = checkout();
    c.build(SERVER_BUILD);
    change(c);
    expect(needsBuild(c.root, SERVER_BUILD).needed).toBe(true);
  });

  it('the server does not build for changes its build does not read', () => {
    const c = checkout();
    c.build(SERVER_BUILD);
    c.write('apps/web/src/main.tsx', 'render(2)');
    c.write('scripts/e2e.ts', 'shards(2)');
    c.write('apps/server/dist/main.js.map', '{}');
    expect(needsBuild(c.root, SERVER_BUILD).needed).toBe(false);
  });
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './server-build';

const root = path.resolve(import.meta.dirname, '..');
const serverPackage = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe('the server compiled for production', () => {
  let outDir: string;
  let imports: string[];

  beforeAll(async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'naijacare-server-build-'));
    // The packages it leaves out are found as from apps/server/dist: in the checkout's node_modules.
    symlinkSync(path.join(root, 'node_modules'), path.join(folder, 'node_modules'));
    outDir = path.join(folder, 'dist');
    ({ imports } = await buildServer(root, outDir));
  }, 60_000);

  it('is one JavaScript file with the contracts inside it', () => {
    expect(readdirSync(outDir)).toContain('main.js');
    expect(imports.some((i) => i.startsWith('@naijacare/'))).toBe(false);
    expect(readFileSync(path.join(outDir, 'main.js'), 'utf8')).not.toMatch(/from ["'][^"']*\.ts["']/);
  });

  it('imports only Node itself and the packages the server declares (a production install has no others)', () => {
    const declared = new Set([...Object.keys(serverPackage.dependencies), ...Object.keys(serverPackage.optionalDependencies ?? {})]);
    const builtins = new Set(builtinModules);
    const undeclared = imports.filter((i) => !i.startsWith('node:') && !builtins.has(i) && !declared.has(packageOf(i)));
    expect(undeclared).toEqual([]);
  });

  it('carries the migrations beside it, where the database client looks for them', () => {
    const source = path.join(root, 'apps/server/src/db/migrations');
    const copied = path.join(outDir, 'migrations');
    expect(readdirSync(copied, { recursive: true }).map(String).sort()).toEqual(readdirSync(source, { recursive: true }).map(String).sort());
    expect(readFileSync(path.join(copied, 'meta/_journal.json'), 'utf8')).toBe(readFileSync(path.join(source, 'meta/_journal.json'), 'utf8'));
  });

  it('loads in plain Node, every import found from where it lies (a bad setting stops it before any database)', () => {
    const run = spawnSync(process.execPath, [path.join(outDir, 'main.js')], {
      cwd: root,
      env: { ...process.env, PORT: 'not-a-port' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.stderr).toContain('PORT');
    expect(run.status).toBe(1);
    // As long as the child may take: loading the whole server on a busy machine takes seconds.
  }, 30_000);
});

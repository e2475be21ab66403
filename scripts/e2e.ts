// npm run test:e2e: the browser tests in parallel shards. Each shard is its own Playwright run
// with its own server and its own embedded database (on its own port), so no test can see
// another shard's data; the test files are divided between the shards. The browser tests
// spend much of their time waiting on the browser and the server, so two shards finish well
// before one does on a two-core machine.
//
// E2E_SHARDS (default 3) sets how many; E2E_PORT (default 8123) is the first shard's port.
// Arguments are passed to every shard's `playwright test` (a spec file, `-g`, `--headed`).

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 3));
const firstPort = Number(process.env.E2E_PORT ?? 8123);
const args = process.argv.slice(2);
// The pages whose accessibility one shard has checked, so no other shard checks them again.
const axeChecked = mkdtempSync(path.join(os.tmpdir(), 'naijacare-axe-'));

function run(index: number): Promise<number> {
  const shardArgs = shards > 1 ? [`--shard=${index}/${shards}`] : [];
  const child = spawn('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...shardArgs, ...args], {
    cwd: root,
    env: {
      ...process.env,
      E2E_PORT: String(firstPort + index - 1),
      E2E_OUTPUT_DIR: `test-results/e2e-shard-${index}`,
      E2E_AXE_CHECKED_DIR: axeChecked,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = shards > 1 ? `[${index}/${shards}] ` : '';
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    });
    stream.on('end', () => rest && process.stdout.write(`${prefix}${rest}\n`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => run(i + 1)));
rmSync(axeChecked, { recursive: true, force: true });
const failed = codes.filter((c) => c !== 0).length;
if (failed) console.log(`${failed} of ${shards} browser-test shard(s) failed`);
process.exit(failed ? 1 : 0);

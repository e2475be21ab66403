// npm run test:e2e: the browser tests in parallel shards. Each shard is its own Playwright run
// with its own server and its own embedded database (on its own port), so no test can see
// another shard's data. The browser tests spend much of their time waiting on the browser and
// the server, so three shards finish well before one does on a two-core machine.
//
// Without arguments, every spec file runs, divided between the shards by the seconds each took
// on a quiet run (apps/web/e2e/durations.json, see e2e-shards.ts); each run writes what it measured
// to test-results/e2e-durations.json, to copy over that file when the times have moved.
// With arguments (a spec file, `-g`, `--headed`), they go to every shard's `playwright test`,
// which divides what they select with --shard.
//
// E2E_SHARDS (default 3) sets how many; E2E_PORT (default 8123) is the first shard's port.

import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { packShards, secondsByFile } from './e2e-shards';
import { processGroups } from './process-groups';

const root = path.resolve(import.meta.dirname, '..');
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 3));
const firstPort = Number(process.env.E2E_PORT ?? 8123);
const args = process.argv.slice(2);
const specDir = path.join(root, 'apps/web/e2e');
const durationsFile = path.join(specDir, 'durations.json');
const reportsDir = path.join(root, 'test-results');
const specs = readdirSync(specDir).filter((f) => f.endsWith('.spec.ts'));
const packed = args.length ? null : packShards(specs, existsSync(durationsFile) ? JSON.parse(readFileSync(durationsFile, 'utf8')) : {}, shards);
const shardCount = packed ? packed.length : shards;
// The pages whose accessibility one shard has checked, so no other shard checks them again.
const axeChecked = mkdtempSync(path.join(os.tmpdir(), 'naijacare-axe-'));

// Stopping this script (Ctrl-C, a kill, a closed terminal) stops every shard and its server too.
const shardProcesses = processGroups();

const reportOf = (index: number) => path.join(reportsDir, `e2e-shard-${index}.json`);

function run(index: number): Promise<number> {
  const shardArgs = packed ? packed[index - 1].map((f) => `apps/web/e2e/${f}`) : shards > 1 ? [`--shard=${index}/${shards}`] : [];
  const child = shardProcesses.spawn('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...shardArgs, ...args], {
    cwd: root,
    env: {
      ...process.env,
      E2E_PORT: String(firstPort + index - 1),
      E2E_OUTPUT_DIR: `test-results/e2e-shard-${index}`,
      E2E_AXE_CHECKED_DIR: axeChecked,
      E2E_JSON_REPORT: reportOf(index),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = shardCount > 1 ? `[${index}/${shardCount}] ` : '';
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
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

mkdirSync(reportsDir, { recursive: true });
const codes = await Promise.all(Array.from({ length: shardCount }, (_, i) => run(i + 1)));
rmSync(axeChecked, { recursive: true, force: true });
if (packed) {
  const reports = packed.map((_, i) => reportOf(i + 1)).filter((f) => existsSync(f));
  const measured = secondsByFile(reports.map((f) => JSON.parse(readFileSync(f, 'utf8'))));
  writeFileSync(path.join(reportsDir, 'e2e-durations.json'), `${JSON.stringify(measured, Object.keys(measured).sort(), 2)}\n`);
}
const failed = codes.filter((c) => c !== 0).length;
if (failed) console.log(`${failed} of ${shardCount} browser-test shard(s) failed`);
process.exit(failed ? 1 : 0);

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';

// A parent that ignores SIGINT and starts a grandchild: what a shard's server and its database are
// to the runner. Each prints its pid and sleeps.
const TREE = `
  const { spawn } = require('node:child_process');
  process.on('SIGINT', () => {});
  const grandchild = spawn(process.execPath, ['-e', 'process.on("SIGINT", () => {}); setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  console.log(process.pid, grandchild.pid);
  setInterval(() => {}, 1000);
`;

// The script under test: starts two trees through processGroups and waits for them.
const RUNNER = `
  import { processGroups } from './scripts/process-groups.ts';
  const groups = processGroups({ graceMs: 300 });
  for (let i = 0; i < 2; i++) {
    const child = groups.spawn(process.execPath, ['-e', ${JSON.stringify(TREE)}], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (d) => process.stdout.write(d));
  }
`;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('processGroups', () => {
  it('ends every process its children started when the script is stopped, even those that ignore SIGINT', async () => {
    const runner = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', RUNNER], { stdio: ['ignore', 'pipe', 'inherit'] });
    const pids: number[] = [];
    runner.stdout.setEncoding('utf8');
    await new Promise<void>((resolve) => {
      runner.stdout.on('data', (chunk: string) => {
        for (const pid of chunk.split(/\s+/).filter(Boolean)) pids.push(Number(pid));
        if (pids.length === 4) resolve();
      });
    });
    expect(pids.every(alive)).toBe(true);

    runner.kill('SIGTERM');
    await once(runner, 'exit');
    await expect.poll(() => pids.filter(alive), { timeout: 5_000 }).toEqual([]);
    // Starting a TypeScript script and four processes takes seconds on a busy machine.
  }, 30_000);
});

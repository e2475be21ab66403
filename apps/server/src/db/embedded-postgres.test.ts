// The embedded PostgreSQL server: made on first start, data kept across restarts, stopped with the
// process, and a server left running by a process killed with -9 is stopped and started again
// without losing what was committed.

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { olderEmbeddedData, openDatabase } from './client';

const pidFile = (dataDir: string) => path.join(dataDir, 'postgres', 'postmaster.pid');

async function count(dataDir: string): Promise<number> {
  const database = await openDatabase({ dataDir });
  try {
    const result = (await database.db.execute(sql`select count(*)::int as n from kept`)) as unknown as { rows: { n: number }[] };
    return result.rows[0].n;
  } finally {
    await database.close();
  }
}

/** A separate server process that opens the database, commits a row, says so and waits to be killed. */
function writerProcess(dataDir: string) {
  const client = path.join(import.meta.dirname, 'client.ts');
  const script = `
    import { sql } from 'drizzle-orm';
    import { openDatabase } from ${JSON.stringify(client)};
    const database = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });
    await database.db.execute(sql\`insert into kept values (2)\`);
    console.log('committed');
    setInterval(() => {}, 1000);`;
  return spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
}

describe('the embedded PostgreSQL server', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'naijacare-embedded-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is created on first start, keeps its data across a restart and stops with the database handle', async () => {
    const database = await openDatabase({ dataDir });
    expect(database.kind).toBe('embedded-postgres');
    await database.db.execute(sql`create table kept (x int)`);
    await database.db.execute(sql`insert into kept values (1)`);
    await database.close();
    expect(existsSync(pidFile(dataDir))).toBe(false);
    expect(await count(dataDir)).toBe(1);
  });

  it('after its process is killed with -9, starts again with every committed row', async () => {
    const writer = writerProcess(dataDir);
    await new Promise<void>((resolve, reject) => {
      writer.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('committed') && resolve());
      writer.once('exit', (code) => reject(new Error(`the writer stopped early (${code})`)));
    });
    writer.kill('SIGKILL');
    await new Promise((resolve) => writer.once('exit', resolve));
    // Its PostgreSQL server is still running, orphaned; the next start stops it and starts afresh.
    expect(existsSync(pidFile(dataDir))).toBe(true);
    expect(await count(dataDir)).toBe(2);
    expect(existsSync(pidFile(dataDir))).toBe(false);
  });

  it('refuses a data folder holding only the older embedded format, naming it, and never touches it', async () => {
    const older = mkdtempSync(path.join(os.tmpdir(), 'naijacare-kind-'));
    try {
      expect(olderEmbeddedData(older)).toBeNull();
      mkdirSync(path.join(older, 'pglite'));
      expect(olderEmbeddedData(older)).toBeNull(); // an empty folder holds no database
      writeVersion(path.join(older, 'pglite'));
      expect(olderEmbeddedData(older)).toBe(path.join(older, 'pglite'));
      await expect(openDatabase({ dataDir: older })).rejects.toThrow(/older embedded format.*Moving an older embedded database/);
      expect(existsSync(path.join(older, 'postgres'))).toBe(false);
      writeVersion(path.join(older, 'postgres'));
      expect(olderEmbeddedData(older)).toBeNull();
    } finally {
      rmSync(older, { recursive: true, force: true });
    }
  });
});

function writeVersion(dir: string) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
}

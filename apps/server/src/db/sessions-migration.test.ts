// The sessions migration on a database that already has signed-in users: every family of refresh
// tokens becomes a session, ended when its tokens were revoked, and sign-in keeps working after it.

import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../testing/test-app';
import type { Database } from './client';

const migrations = path.join(import.meta.dirname, 'migrations');

/** A copy of the migrations folder that stops before `tag`. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'naijacare-migrations-'));
  mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(migrations, 'meta', '_journal.json'), 'utf8'));
  const upTo = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  journal.entries = journal.entries.slice(0, upTo);
  writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries) copyFileSync(path.join(migrations, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
});
afterAll(() => drop?.());

describe('migration 0005_sessions', () => {
  it('makes a session of every refresh-token family, ended when its tokens were revoked', async () => {
    const before = migrationsBefore('0005_sessions');
    try {
      await migratePg(database.db as never, { migrationsFolder: before });
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
    const { db } = database;
    await db.execute(sql`insert into users (id, username, email, password_hash, first_name, last_name, user_type, account_status)
      values (1, 'ada', 'ada@example.ng', 'x', 'Ada', 'Obi', 'patient', 'active')`);
    const live = '11111111-1111-4111-8111-111111111111';
    const ended = '22222222-2222-4222-8222-222222222222';
    await db.execute(sql`insert into refresh_tokens (user_id, family_id, token_hash, expires_at, rotated_at, revoked_at) values
      (1, ${live}, 'a', now() + interval '1 day', now(), null),
      (1, ${live}, 'b', now() + interval '1 day', null, null),
      (1, ${ended}, 'c', now() + interval '1 day', now(), now()),
      (1, ${ended}, 'd', now() + interval '1 day', null, now())`);

    await database.migrate();

    const { rows } = (await db.execute(sql`select id, user_id, revoked_at is not null as ended from sessions order by id`)) as unknown as {
      rows: { id: string; user_id: number; ended: boolean }[];
    };
    expect(rows).toEqual([
      { id: live, user_id: 1, ended: false },
      { id: ended, user_id: 1, ended: true },
    ]);
  });
});

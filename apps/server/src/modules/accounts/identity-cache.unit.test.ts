import { describe, expect, it } from 'vitest';
import type { Actor } from './caller';
import { identityCache } from './identity-cache';

const actor = (id: number) => ({ id, username: `u${id}`, session_epoch: 0, account_status: 'active' }) as unknown as Actor;

function cacheWithWrites(capacity?: number) {
  let write: (sql: string) => void = () => {};
  const cache = identityCache((listener) => {
    write = listener;
  }, capacity);
  return { cache, write: (sql: string) => write(sql) };
}

describe('the identity cache', () => {
  it('remembers a session read', () => {
    const { cache } = cacheWithWrites();
    cache.keep('s1', actor(1), cache.generation());
    expect(cache.get('s1')?.id).toBe(1);
    expect(cache.get('s2')).toBeUndefined();
  });

  it('forgets everything when a statement may change a user or a session', () => {
    for (const sql of [
      'update "users" set "session_epoch" = "session_epoch" + 1 where "users"."id" = $1',
      'update "sessions" set "revoked_at" = $1 where "sessions"."id" = $2',
      'insert into "sessions" ("id", "user_id") values ($1, $2)',
      'delete from users where id = 3',
    ]) {
      const { cache, write } = cacheWithWrites();
      cache.keep('s1', actor(1), cache.generation());
      write(sql);
      expect(cache.get('s1'), sql).toBeUndefined();
    }
  });

  it('keeps what it knows across writes that touch neither', () => {
    const { cache, write } = cacheWithWrites();
    cache.keep('s1', actor(1), cache.generation());
    write('insert into "notifications" ("user_id", "code") values ($1, $2)');
    write('update "appointments" set "status" = $1 where "appointments"."id" = $2');
    expect(cache.get('s1')?.id).toBe(1);
  });

  it('does not keep a read that began before a write', () => {
    const { cache, write } = cacheWithWrites();
    const before = cache.generation();
    write('update "users" set "account_status" = $1 where "users"."id" = $2');
    cache.keep('s1', actor(1), before);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('holds at most its capacity, letting the oldest go', () => {
    const { cache } = cacheWithWrites(2);
    for (const n of [1, 2, 3]) cache.keep(`s${n}`, actor(n), cache.generation());
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.get('s3')?.id).toBe(3);
  });

  it('hands out actors no request can change for the next one', () => {
    const { cache } = cacheWithWrites();
    cache.keep('s1', actor(1), cache.generation());
    expect(Object.isFrozen(cache.get('s1'))).toBe(true);
  });
});

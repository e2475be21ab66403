import { describe, expect, it } from 'vitest';
import { newUuid } from './uuid';

describe('newUuid', () => {
  it('makes a version 4 UUID the server accepts, from random bytes', () => {
    const id = newUuid((b) => b.fill(0xff));
    expect(id).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(newUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newUuid()).not.toBe(newUuid());
  });
});

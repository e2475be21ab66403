// The demo's disputes: /admin/disputes has an open one and a resolved one about Dr Okafor's visits
// (and Dr Obi's refunded one); the demo patient and doctor each see theirs, with their threads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DEMO_PASSWORD, DEMO_USERNAMES, seedDemo } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
});
afterAll(() => t?.close());

describe('demo disputes', () => {
  it('the admin’s queue has an open dispute and resolved ones; the patient and the doctor see theirs', async () => {
    const http = api(t.app);
    const token = async (username: string) => (await http.login(username, DEMO_PASSWORD)).json().tokens.access as string;
    const queue = (await http.get('/api/disputes/', await token(DEMO_USERNAMES.admin))).json();
    // Dr Okafor's two, and Dr Obi's refunded in full (demo-debt.ts).
    expect(queue.results.map((d: { status: string }) => d.status).sort()).toEqual(['open', 'resolved', 'resolved']);
    const resolved = queue.results.find((d: { status: string; outcome: string }) => d.status === 'resolved' && d.outcome === 'no_refund');
    expect(resolved).toMatchObject({ message_count: 2, note: expect.stringContaining('fee stands') });
    expect((await http.get('/api/disputes/', await token(DEMO_USERNAMES.patient))).json().count).toBe(3);
    expect((await http.get('/api/disputes/', await token(DEMO_USERNAMES.doctor))).json().count).toBe(2);
  });
});

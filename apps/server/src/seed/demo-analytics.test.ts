// The demo's analytics: the admin dashboard's charts have 30 days to draw for all Nigeria and for a
// state, each day's national row is the sum of its states, and the nightly sweep leaves them be.
import { addDays, lagosDate, STATES } from '@naijacare/contracts';
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

describe('demo analytics', () => {
  it('stores the last 30 days for all Nigeria and every state', async () => {
    const http = api(t.app);
    const token = (await http.login(DEMO_USERNAMES.admin, DEMO_PASSWORD)).json().tokens.access as string;
    const all = (await http.get('/api/analytics/daily/?days=30', token)).json();
    expect(all.days).toHaveLength(30);
    expect(all.days[29].day).toBe(addDays(lagosDate(new Date()), -1));
    expect(all.days.some((d: { new_users: number }) => d.new_users > 0)).toBe(true);
    const day = all.days[10].day;
    let users = 0;
    for (const { code } of STATES) {
      const state = (await http.get(`/api/analytics/daily/?days=30&state=${code}`, token)).json();
      expect(state.days).toHaveLength(30);
      users += state.days.find((d: { day: string }) => d.day === day).new_users;
    }
    expect(users).toBe(all.days[10].new_users);
    // The sweep finds nothing missing, so it does not replace the demo's days.
    expect(await t.analytics.generateDue()).toEqual([]);
    expect((await http.get('/api/analytics/dashboard_analytics/', token)).json().users.by_type.admin).toBe(1);
  });
});

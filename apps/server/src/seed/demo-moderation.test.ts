// The demo's reviews and reports: both demo doctors have a rating, the patient has a visit left to
// rate, and /admin/moderation has two open reports.
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

describe('demo reviews and reports', () => {
  it('rated doctors, one visit left to rate, two open reports', async () => {
    const http = api(t.app);
    const token = async (username: string) => (await http.post('/api/auth/login/', { username, password: DEMO_PASSWORD })).json().tokens.access as string;
    const patient = await token(DEMO_USERNAMES.patient);
    const doctors = (await http.get('/api/doctors/', patient)).json() as { rating: { count: number } }[];
    expect(doctors.filter((d) => d.rating.count > 0)).toHaveLength(2);
    expect((await http.get('/api/reviews/?mine=true', patient)).json().count).toBe(2);
    const queue = (await http.get('/api/reports/?status=open', await token(DEMO_USERNAMES.admin))).json();
    expect(queue.results.map((r: { target_type: string }) => r.target_type).sort()).toEqual(['doctor_profile', 'review']);
  });
});

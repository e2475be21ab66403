// The demo's support tickets: /admin/support has a queue in each state, and each demo person's
// /support shows their own ticket.
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

describe('demo support tickets', () => {
  it('the admin’s queue has one waiting for an admin, one awaiting its owner, one resolved; each person sees their own', async () => {
    const http = api(t.app);
    const token = async (username: string) => (await http.login(username, DEMO_PASSWORD)).json().tokens.access as string;
    const queue = (await http.get('/api/support-tickets/', await token(DEMO_USERNAMES.admin))).json();
    expect(
      queue.results.map((x: { subject: string; status: string; assigned: boolean; requester: { name: string } }) => [
        x.status,
        x.assigned,
        x.requester.name,
        x.subject,
      ]),
    ).toEqual([
      ['open', false, 'Tunde Bakare', 'Refund for my cancelled consultation'],
      ['awaiting_user', true, 'Dr. Adaeze Okafor', 'Video freezes during consultations'],
      ['resolved', true, 'LagosCare General Hospital', 'Correct our registration number'],
    ]);
    const patientToken = await token(DEMO_USERNAMES.patient);
    const [mine] = (await http.get('/api/support-tickets/', patientToken)).json().results;
    const ticket = (await http.get(`/api/support-tickets/${mine.id}/`, patientToken)).json();
    expect(ticket.appointment).toMatchObject({ status: 'cancelled', doctor_name: 'Dr. Emeka Obi' });
    const resolved = queue.results[2];
    expect((await http.get(`/api/support-tickets/${resolved.id}/messages/`, await token(DEMO_USERNAMES.hospital))).json().count).toBe(4);
  });
});

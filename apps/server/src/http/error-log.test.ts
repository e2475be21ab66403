// A failed query must not put what it carried into the error log: drizzle's error holds the
// query's parameters (an argon2 hash at registration, medical fields at profile update).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, PASSWORD, patientPayload } from '../testing/fixtures';
import { logSink } from '../testing/log-sink';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
const log = logSink();
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, log.stream);
  http = api(t.app);
  // Constraints the app does not know about make its own queries fail on purpose.
  await t.database.db.execute(sql`alter table users add constraint fails_on_purpose check (first_name <> 'Failonpurpose')`);
  await t.database.db.execute(sql`alter table patient_profiles add constraint fails_on_purpose check (allergies is null or allergies <> 'Failonpurpose')`);
});
afterAll(() => t?.close());

const errorLines = () => log.lines().filter((entry) => entry.err);

describe('the error log of a failed query', () => {
  it('holds no parameter of a registration (password hash, email, names)', async () => {
    const body = patientPayload({ first_name: 'Failonpurpose', emergency_contact: 'Kin-secret-0803' });
    const res = await http.post('/api/auth/register/', body);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Internal server error', code: 'internal_error' });
    const lines = errorLines();
    expect(lines.length).toBeGreaterThan(0); // the failure is logged, with what can be kept
    const text = JSON.stringify(lines);
    expect(text).toContain('23514');
    expect(text).toContain('fails_on_purpose');
    for (const secret of ['$argon2', body.email, body.username, 'Kin-secret-0803', PASSWORD, 'params']) expect(text).not.toContain(secret);
  });

  it('holds no medical field of a profile update', async () => {
    log.clear();
    const patient = await http.patient();
    const res = await http.put(
      '/api/auth/profile/update/',
      { allergies: 'Failonpurpose', medical_conditions: 'Condition-secret-42', current_medications: 'Medication-secret-7' },
      patient.tokens.access,
    );
    expect(res.statusCode).toBe(500);
    const text = JSON.stringify(errorLines());
    expect(text).toContain('fails_on_purpose');
    for (const secret of ['Condition-secret-42', 'Medication-secret-7', 'Failonpurpose', 'params']) expect(text).not.toContain(secret);
  });

  it('and request lines carry the path but never the query string (searches name patients)', async () => {
    log.clear();
    const patient = await http.patient();
    await http.get('/api/appointments/?search=Searched-name-Okonkwo', patient.tokens.access);
    expect(log.text()).toContain('/api/appointments/');
    expect(log.text()).not.toContain('Searched-name-Okonkwo');
  });
});

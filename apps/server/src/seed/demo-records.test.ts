// The demo patient's health record: records and a prescription by the demo doctor, and reads in
// the audit trail, so the health pages have something to show on a fresh demo database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectAttachment } from '../modules/records/attachments/detect';
import { api } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DEMO_PASSWORD, DEMO_USERNAMES, seedDemo } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
});
afterAll(() => t?.close());

describe('demo health records', () => {
  it('demo_patient has records by demo_doctor, a current prescription of two medications (a replaced and a stopped one before it), and who viewed them', async () => {
    const http = api(t.app);
    const token = (await http.login(DEMO_USERNAMES.patient, DEMO_PASSWORD)).json().tokens.access;
    const records = (await http.get('/api/medical-records/', token)).json();
    expect(records.results.map((r: { record_type: string }) => r.record_type)).toEqual([
      'lab_result',
      'prescription',
      'prescription',
      'prescription',
      'consultation',
    ]);
    expect(records.results.every((r: { doctor_name: string }) => r.doctor_name === records.results[0].doctor_name)).toBe(true);
    const rx = (await http.get('/api/medical-records/?record_type=prescription', token)).json().results;
    expect(rx.map((r: { prescription_status: string }) => r.prescription_status)).toEqual(['active', 'stopped', 'replaced']);
    expect(rx[0].medications).toHaveLength(2);
    expect(rx[0].replaces).toBe(rx[2].id);
    expect(rx[2].replaced_by).toBe(rx[0].id);
    expect(rx[1].status_reason).toContain('paracetamol');
    const log = (await http.get('/api/patients/my_access_log/', token)).json();
    // The doctor's and the hospital's reads, and the patient's own grant of the hospital's access.
    expect(log.results.map((e: { actor_role: string; action: string }) => `${e.actor_role} ${e.action}`).sort()).toEqual([
      'doctor read',
      'doctor read',
      'hospital read',
      'patient grant',
    ]);
    const doctorToken = (await http.login(DEMO_USERNAMES.doctor, DEMO_PASSWORD)).json().tokens.access;
    expect((await http.get(`/api/medical-records/by_doctor/?doctor_id=${records.results[0].doctor}`, doctorToken)).json().count).toBe(5);
    // The lab results carry the laboratory's report, a real PDF in the app's private store.
    const labs = records.results[0];
    expect(labs.attachment_count).toBe(1);
    const [report] = (await http.get(`/api/medical-record-attachments/?medical_record=${labs.id}`, token)).json().results;
    expect(report).toMatchObject({ content_type: 'application/pdf', file_type: 'lab_report' });
    const pdf = await http.get(report.download_url, token);
    expect(pdf.statusCode).toBe(200);
    expect(detectAttachment(pdf.rawPayload)?.mime).toBe('application/pdf');
  });
});

// The patient's download of their record as a FHIR R4 bundle, on the real app: everything of
// theirs is in it, every reference resolves inside it, nothing of another patient's appears,
// only patients may ask, and each download is audited.

import type { Bundle, DocumentReference, Encounter, MedicationRequest, Resource } from '@medplum/fhirtypes';
import { lagosDate } from '@naijacare/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAppointment, seedAttachment, seedMedicalRecord } from '../../../seed/records';
import { api, approvedDoctor, signedInAdmin, verifiedHospital } from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { auditLog } from '../../audit/schema';

type Doctor = Awaited<ReturnType<typeof approvedDoctor>>;

let t: TestApp;
let http: ReturnType<typeof api>;
let adminToken: string;
let hospitalToken: string;
let doctor: Doctor;
let colleague: Doctor;
let otherDoctor: Doctor;
let patient: { token: string; patientId: number; userId: number };
let other: { token: string; patientId: number };
let visitId: number;
let attachmentId: number;
let otherAttachmentId: number;

const url = '/api/patients/my_record/fhir/';
const hour = 3600_000;

async function patientWith(overrides: Record<string, unknown>) {
  const session = await http.patient(overrides);
  return { token: session.tokens.access as string, patientId: session.profile.id as number, userId: session.user.id as number };
}

async function visit(d: Doctor, patientId: number, status: 'completed' | 'cancelled', type: 'video' | 'in_person', daysAgo: number, reason?: string) {
  const start = new Date(Date.now() - daysAgo * 24 * hour);
  const row = await seedAppointment(t.database.db, {
    patient_id: patientId,
    doctor_id: d.doctorId,
    schedule_creator: 'patient',
    appointment_type: type,
    duration_minutes: 30,
    scheduled_at: start,
    ends_at: new Date(start.getTime() + 30 * 60_000),
    status,
    reason,
  });
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '100000', RATE_LOGIN_IP_MAX: '100000' });
  http = api(t.app);
  adminToken = (await signedInAdmin(t.app, t.accounts)).tokens.access;
  hospitalToken = (await verifiedHospital(t.app, adminToken)).token;
  doctor = await approvedDoctor(t.app, adminToken, { first_name: 'Ibrahim', last_name: 'Musa' });
  colleague = await approvedDoctor(t.app, adminToken, { first_name: 'Funmi', last_name: 'Adebayo' });
  otherDoctor = await approvedDoctor(t.app, adminToken, { first_name: 'Emeka', last_name: 'Obi' });
  patient = await patientWith({
    gender: 'F',
    blood_type: 'O+',
    allergies: 'Penicillin',
    medical_conditions: 'Asthma',
    current_medications: 'Salbutamol inhaler',
    preferred_language: 'YO',
    address: '12 Ring Road, Ibadan',
    state: 'OY',
  });
  other = await patientWith({ first_name: 'Zainab', last_name: 'Bello', allergies: 'Sulfa drugs' });

  visitId = await visit(doctor, patient.patientId, 'completed', 'video', 3, 'Fever and headache');
  await visit(colleague, patient.patientId, 'cancelled', 'in_person', 10);
  const db = t.database.db;
  const base = { patient_id: patient.patientId, doctor_id: doctor.doctorId, appointment_id: visitId };
  await seedMedicalRecord(db, { ...base, record_type: 'diagnosis', title: 'Malaria', diagnosis: 'Uncomplicated malaria', treatment: 'ACT for three days' });
  await seedMedicalRecord(db, {
    ...base,
    record_type: 'prescription',
    title: 'Antimalarials',
    medications: [
      { name: 'Artemether-lumefantrine', dosage: '80/480 mg', frequency: 'Twice daily', duration: '3 days', instructions: 'With food' },
      { name: 'Paracetamol', dosage: '1 g', frequency: 'Every 8 hours', duration: '', instructions: '' },
    ],
  });
  const lab = await seedMedicalRecord(db, { ...base, record_type: 'lab_result', title: 'Malaria parasite test', description: 'Plasmodium falciparum seen' });
  attachmentId = (
    await seedAttachment(db, {
      record_id: lab.id,
      original_name: 'mp-test.pdf',
      content_type: 'application/pdf',
      size_bytes: 20480,
      storage_key: `k-${lab.id}`,
    })
  ).id;

  const otherVisit = await visit(otherDoctor, other.patientId, 'completed', 'video', 2);
  const typhoid = await seedMedicalRecord(db, {
    patient_id: other.patientId,
    doctor_id: otherDoctor.doctorId,
    appointment_id: otherVisit,
    record_type: 'diagnosis',
    title: 'Typhoid fever',
    diagnosis: 'Typhoid fever',
  });
  otherAttachmentId = (
    await seedAttachment(db, {
      record_id: typhoid.id,
      original_name: 'widal.pdf',
      content_type: 'application/pdf',
      size_bytes: 100,
      storage_key: `k-${typhoid.id}`,
    })
  ).id;
});

afterAll(async () => t?.close());

const resources = (b: Bundle) => (b.entry ?? []).map((e) => e.resource as Resource);
const ofType = <T extends Resource>(b: Bundle, type: T['resourceType']) => resources(b).filter((r) => r.resourceType === type) as T[];

/** Every `reference` anywhere in the value. */
function referencesIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) referencesIn(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'reference' && typeof v === 'string') out.push(v);
      else referencesIn(v, out);
    }
  }
  return out;
}

describe('GET /api/patients/my_record/fhir/', () => {
  it('answers the patient’s whole record as a self-contained FHIR collection bundle', async () => {
    const res = await http.get(url, patient.token);
    expect(res.statusCode, res.body).toBe(200);
    const bundle = res.json() as Bundle;
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection', identifier: { system: 'urn:ietf:rfc:3986' } });
    expect(Date.parse(bundle.timestamp as string)).toBeGreaterThan(Date.now() - 60_000);

    const counts: Record<string, number> = {};
    for (const r of resources(bundle)) counts[r.resourceType] = (counts[r.resourceType] ?? 0) + 1;
    expect(counts).toEqual({
      Patient: 1,
      Observation: 1, // blood type
      AllergyIntolerance: 1,
      Condition: 2, // the patient's own asthma, the doctor's diagnosis
      MedicationStatement: 1,
      Practitioner: 2,
      Encounter: 2,
      MedicationRequest: 2,
      DocumentReference: 4, // three records' notes, one attachment
    });

    const fullUrls = new Set<string>();
    for (const e of bundle.entry ?? []) {
      expect(e.fullUrl).toBe(`urn:uuid:${e.resource?.id}`);
      fullUrls.add(e.fullUrl as string);
    }
    expect(fullUrls.size).toBe(bundle.entry?.length);
    const refs = referencesIn(bundle.entry);
    expect(refs.length).toBeGreaterThan(20);
    expect(refs.filter((r) => !fullUrls.has(r))).toEqual([]);
  });

  it('maps the profile, the appointments, the prescription and the attachment', async () => {
    const bundle = (await http.get(url, patient.token)).json() as Bundle;
    const byUrl = new Map((bundle.entry ?? []).map((e) => [e.fullUrl, e.resource as Resource]));
    const [person] = ofType(bundle, 'Patient');
    expect(person).toMatchObject({
      gender: 'female',
      birthDate: '1992-07-19',
      address: [{ text: '12 Ring Road, Ibadan', state: 'Oyo', country: 'NG' }],
      communication: [{ language: { coding: [{ system: 'urn:ietf:bcp:47', code: 'yo' }] }, preferred: true }],
    });
    expect(ofType(bundle, 'Observation')[0]).toMatchObject({
      code: { coding: [{ system: 'http://loinc.org', code: '882-1' }] },
      valueCodeableConcept: { text: 'O+' },
    });

    const video = ofType<Encounter>(bundle, 'Encounter').find((e) => e.status === 'finished');
    expect(video).toMatchObject({ class: { code: 'VR' }, reasonCode: [{ text: 'Fever and headache' }] });
    expect(byUrl.get(video?.participant?.[0].individual?.reference)).toMatchObject({ resourceType: 'Practitioner', name: [{ family: 'Musa' }] });
    expect(ofType<Encounter>(bundle, 'Encounter').find((e) => e.status === 'cancelled')?.class.code).toBe('AMB');

    const meds = ofType<MedicationRequest>(bundle, 'MedicationRequest');
    expect(meds.map((m) => m.medicationCodeableConcept?.text)).toEqual(['Artemether-lumefantrine', 'Paracetamol']);
    expect(meds[0]).toMatchObject({ status: 'active', intent: 'order', dosageInstruction: [{ text: '80/480 mg, Twice daily, for 3 days. With food' }] });
    expect(byUrl.get(meds[0].encounter?.reference)).toBe(video);

    const docs = ofType<DocumentReference>(bundle, 'DocumentReference');
    const file = docs.find((d) => d.content[0].attachment.url);
    expect(file?.content[0].attachment).toMatchObject({
      contentType: 'application/pdf',
      title: 'mp-test.pdf',
      size: 20480,
      url: `/api/medical-record-attachments/${attachmentId}/download/`,
    });
    expect(byUrl.get(file?.context?.encounter?.[0].reference)).toBe(video);
    const labNote = byUrl.get(file?.context?.related?.[0].reference) as DocumentReference;
    expect(Buffer.from(labNote.content[0].attachment.data as string, 'base64').toString('utf8')).toContain('Plasmodium falciparum seen');
  });

  it('holds nothing of another patient', async () => {
    const body = (await http.get(url, patient.token)).body;
    for (const foreign of ['Typhoid', 'Zainab', 'Sulfa', 'Emeka', '"Obi"', 'widal', `/api/medical-record-attachments/${otherAttachmentId}/`])
      expect(body).not.toContain(foreign);
    const theirs = (await http.get(url, other.token)).json() as Bundle;
    expect(ofType(theirs, 'Condition')).toHaveLength(1);
    expect(JSON.stringify(theirs)).not.toContain('malaria');
  });

  it('is a download kept by nobody on the way', async () => {
    const res = await http.get(url, patient.token);
    expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="naijacare-record-${lagosDate(new Date())}.json"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('writes one export entry to the audit trail per download', async () => {
    const exports = () =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.patient_id, patient.patientId), eq(auditLog.action, 'export')));
    const before = (await exports()).length;
    await http.get(url, patient.token);
    const after = await exports();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({
      actor_user_id: patient.userId,
      actor_role: 'patient',
      entity_type: 'patient_profile',
      entity_id: String(patient.patientId),
    });
  });

  it('is refused to doctors, hospitals and admins, and to nobody signed in', async () => {
    for (const token of [doctor.token, hospitalToken, adminToken]) {
      const res = await http.get(url, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('permission_denied');
    }
    expect((await http.get(url)).statusCode).toBe(401);
  });

  it('is documented under Patients', async () => {
    const docs = (await http.get('/api/docs/json')).json();
    const route = docs.paths['/api/patients/my_record/fhir/'].get;
    expect(route.tags).toEqual(['Patients']);
    expect(Object.keys(route.responses['200'].content)).toEqual(['application/fhir+json']);
  });
});

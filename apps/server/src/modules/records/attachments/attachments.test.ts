// Medical-record attachments on the real app: the record's author attaches files within the
// edit window, all or none; whoever may read the record lists and downloads them, each read
// audited; everyone else is told nothing exists. Files are recognised by content, kept under
// generated names in private storage, and removed with their row or their record.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { addDays, lagosDate, lagosInstant } from '@naijacare/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backdateMedicalRecord, seedAppointment } from '../../../seed/records';
import { api, approvedDoctor, hospitalNetwork, signedInAdmin, signedInPatient } from '../../../testing/fixtures';
import { lockWaiters } from '../../../testing/lock-waiters';
import { type FilePart, multipart } from '../../../testing/multipart';
import { dicom, emptyZip, html, jpeg, pdf, png, webp } from '../../../testing/sample-files';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { auditLog } from '../../audit/schema';
import { medicalRecordAttachments } from '../schema';

type Doctor = Awaited<ReturnType<typeof approvedDoctor>>;
type Patient = Awaited<ReturnType<typeof signedInPatient>>;

const base = '/api/medical-record-attachments';
let t: TestApp;
let http: ReturnType<typeof api>;
let adminToken: string;
let doctor: Doctor;
let colleague: Doctor;
let stranger: Doctor;
let patient: Patient;
let otherPatient: Patient;

function send(app: TestApp, url: string, token: string, fields: Record<string, string>, files: FilePart[], fileField?: string) {
  const { payload, headers } = multipart(fields, files, fileField);
  return app.app.inject({ method: 'POST', url, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
}
const uploadOne = (recordId: number, file: FilePart, token = doctor.token, fields: Record<string, string> = {}) =>
  send(t, `${base}/`, token, { medical_record: String(recordId), ...fields }, [file], 'file');
const uploadMany = (recordId: number, files: FilePart[], token = doctor.token, fields: Record<string, string> = {}) =>
  send(t, `${base}/upload_multiple/`, token, { medical_record: String(recordId), ...fields }, files);

const storedFiles = (app = t) => {
  const dir = path.join(app.dataDir, 'uploads', 'attachments');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};
const rowsOf = async (recordId: number) => t.database.db.select().from(medicalRecordAttachments).where(eq(medicalRecordAttachments.record_id, recordId));
const auditCount = async (action: string, entityId: number) => {
  const [{ n }] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(eq(auditLog.entity_type, 'attachment'), eq(auditLog.action, action as 'read'), eq(auditLog.entity_id, String(entityId))));
  return n;
};

let minute = 0;
async function appointment(d: { doctorId: number }, p: { patientId: number }) {
  const start = lagosInstant(addDays(lagosDate(new Date()), -2), 8 * 60 + 30 * minute++);
  await seedAppointment(t.database.db, {
    patient_id: p.patientId,
    doctor_id: d.doctorId,
    schedule_creator: 'patient',
    appointment_type: 'video',
    duration_minutes: 30,
    scheduled_at: start,
    ends_at: new Date(start.getTime() + 30 * 60_000),
    status: 'completed',
  });
}
async function newRecord(author = doctor, p: { patientId: number } = patient): Promise<number> {
  const res = await http.post('/api/medical-records/', { patient: p.patientId, record_type: 'lab_result', title: 'Full blood count' }, author.token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}
async function attached(recordId: number, file: FilePart = { name: 'fbc.pdf', bytes: pdf() }) {
  const res = await uploadOne(recordId, file);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '100000', RATE_LOGIN_IP_MAX: '100000' });
  http = api(t.app);
  adminToken = (await signedInAdmin(t.app, t.accounts)).tokens.access;
  [doctor, colleague, stranger] = await Promise.all([
    approvedDoctor(t.app, adminToken),
    approvedDoctor(t.app, adminToken, { first_name: 'Funmi', last_name: 'Adebayo' }),
    approvedDoctor(t.app, adminToken),
  ]);
  [patient, otherPatient] = await Promise.all([signedInPatient(t.app), signedInPatient(t.app)]);
  await appointment(doctor, patient);
  await appointment(colleague, patient);
  await appointment(doctor, otherPatient);
});
afterAll(() => t?.close());

describe('attaching files', () => {
  it('the author attaches a PDF; it is listed, read and counted on the record', async () => {
    const recordId = await newRecord();
    const res = await uploadOne(recordId, { name: 'fbc.pdf', bytes: pdf(), type: 'application/pdf' }, doctor.token, {
      file_type: 'lab_report',
      description: 'Full blood count, 12 November',
    });
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json();
    expect(a).toMatchObject({
      medical_record: recordId,
      file_type: 'lab_report',
      description: 'Full blood count, 12 November',
      original_name: 'fbc.pdf',
      content_type: 'application/pdf',
      size_bytes: pdf().length,
      uploaded_by_name: `Dr. ${doctor.user.first_name} ${doctor.user.last_name}`,
      download_url: `${base}/${a.id}/download/`,
      allowed_actions: ['delete'],
    });
    const list = (await http.get(`${base}/?medical_record=${recordId}`, patient.token)).json();
    expect(list).toMatchObject({ count: 1, next: null, results: [{ id: a.id, allowed_actions: [] }] });
    expect((await http.get(`${base}/${a.id}/`, doctor.token)).json()).toEqual(a);
    expect((await http.get(`/api/medical-records/${recordId}/`, patient.token)).json().attachment_count).toBe(1);
    // Stored under a generated name, never the uploader's.
    const [row] = await rowsOf(recordId);
    expect(row.storage_key).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(storedFiles()).toContain(row.storage_key);
  });

  it('several files at once, each recognised by its content; file_type defaults to other', async () => {
    const recordId = await newRecord();
    const res = await uploadMany(recordId, [
      { name: 'chest.png', bytes: png() },
      { name: 'wound.jpeg', bytes: jpeg() },
      { name: 'rash.webp', bytes: webp() },
      { name: 'IM0001', bytes: dicom() },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const results = res.json().results;
    expect(results.map((a: { content_type: string; original_name: string; file_type: string }) => [a.content_type, a.original_name, a.file_type])).toEqual([
      ['image/png', 'chest.png', 'other'],
      ['image/jpeg', 'wound.jpeg', 'other'],
      ['image/webp', 'rash.webp', 'other'],
      ['application/dicom', 'IM0001.dcm', 'other'],
    ]);
    expect((await rowsOf(recordId)).length).toBe(4);
  });

  it('a file is what its content is: PNG bytes named scan.pdf are stored and offered as a PNG', async () => {
    const recordId = await newRecord();
    const a = await attached(recordId, { name: 'scan.pdf', bytes: png(), type: 'application/pdf' });
    expect(a).toMatchObject({ content_type: 'image/png', original_name: 'scan.png' });
    const download = await http.get(`${base}/${a.id}/download/`, doctor.token);
    expect(download.headers['content-type']).toBe('image/png');
  });

  it('an HTML page named x.pdf and declared a PDF is refused; nothing is kept', async () => {
    const recordId = await newRecord();
    const before = storedFiles();
    const res = await uploadOne(recordId, { name: 'x.pdf', bytes: html(), type: 'application/pdf' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'attachment_type_not_allowed', details: { file: 'x.pdf' } });
    expect(storedFiles()).toEqual(before);
    expect(await rowsOf(recordId)).toEqual([]);
  });

  it('a JPEG with a ZIP appended is refused', async () => {
    const recordId = await newRecord();
    const res = await uploadOne(recordId, { name: 'photo.jpg', bytes: Buffer.concat([jpeg(), emptyZip()]), type: 'image/jpeg' });
    expect(res.json()).toMatchObject({ code: 'attachment_type_not_allowed', details: { file: 'photo.jpg' } });
  });

  it('ten files with one bad among them: none is stored, no row is written', async () => {
    const recordId = await newRecord();
    const before = storedFiles();
    const files: FilePart[] = Array.from({ length: 10 }, (_, i) => ({ name: `page-${i}.pdf`, bytes: pdf() }));
    files[7] = { name: 'sneaky.png', bytes: Buffer.concat([png(), Buffer.from('<script>')]) };
    const res = await uploadMany(recordId, files);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'attachment_type_not_allowed', details: { file: 'sneaky.png' } });
    expect(storedFiles()).toEqual(before);
    expect(await rowsOf(recordId)).toEqual([]);
    // The same ten, all good, are taken together.
    files[7] = { name: 'page-7.pdf', bytes: pdf() };
    const ok = await uploadMany(recordId, files);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().results).toHaveLength(10);
    expect(storedFiles().length).toBe(before.length + 10);
  });

  it('eleven files are refused and none is kept', async () => {
    const recordId = await newRecord();
    const before = storedFiles();
    const res = await uploadMany(
      recordId,
      Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.pdf`, bytes: pdf() })),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'too_many_files', details: { max_files: 10 } });
    expect(storedFiles()).toEqual(before);
    expect(await rowsOf(recordId)).toEqual([]);
  });

  it('no file, an empty file, a bad field: 400 with the code, nothing kept', async () => {
    const recordId = await newRecord();
    const before = storedFiles();
    expect((await send(t, `${base}/`, doctor.token, { medical_record: String(recordId) }, [], 'file')).json()).toMatchObject({ code: 'file_required' });
    expect((await uploadOne(recordId, { name: 'empty.pdf', bytes: Buffer.alloc(0) })).json()).toMatchObject({
      code: 'file_required',
      details: { file: 'empty.pdf' },
    });
    expect((await uploadOne(recordId, { name: 'a.pdf', bytes: pdf() }, doctor.token, { file_type: 'selfie' })).json()).toMatchObject({
      code: 'attachment_file_type_invalid',
    });
    expect((await send(t, `${base}/`, doctor.token, { medical_record: 'abc' }, [{ name: 'a.pdf', bytes: pdf() }], 'file')).json()).toMatchObject({
      code: 'invalid_id',
    });
    expect((await uploadOne(recordId, { name: 'a.pdf', bytes: pdf(), field: 'document' })).json()).toMatchObject({ code: 'unexpected_file_field' });
    // A body cut short after a good file: refused, and the file already saved is removed.
    const { payload, headers } = multipart({ medical_record: String(recordId) }, [
      { name: 'a.pdf', bytes: pdf() },
      { name: 'b.pdf', bytes: pdf() },
    ]);
    const cut = await t.app.inject({
      method: 'POST',
      url: `${base}/upload_multiple/`,
      payload: payload.subarray(0, payload.length - 200),
      headers: { ...headers, authorization: `Bearer ${doctor.token}` },
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({ code: 'malformed_multipart' });
    const json = await http.post(`${base}/`, { medical_record: recordId }, doctor.token);
    expect(json.json()).toMatchObject({ code: 'attachment_multipart_required' });
    expect(storedFiles()).toEqual(before);
  });

  it('a database failure after the files were saved leaves no file and no row', async () => {
    const recordId = await newRecord();
    await t.database.db.execute(sql`create function refuse_attachment() returns trigger language plpgsql as $$
      begin if new.description = 'explode' then raise exception 'refused for the test'; end if; return new; end $$`);
    await t.database.db.execute(
      sql`create trigger refuse_attachment before insert on medical_record_attachments for each row execute function refuse_attachment()`,
    );
    try {
      const before = storedFiles();
      const res = await uploadMany(
        recordId,
        [
          { name: 'a.pdf', bytes: pdf() },
          { name: 'b.png', bytes: png() },
        ],
        doctor.token,
        { description: 'explode' },
      );
      expect(res.statusCode).toBe(500);
      expect(storedFiles()).toEqual(before);
      expect(await rowsOf(recordId)).toEqual([]);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_attachment on medical_record_attachments`);
      await t.database.db.execute(sql`drop function refuse_attachment()`);
    }
  });
});

describe('who may attach and remove', () => {
  it('another doctor of the patient reads the files but may not attach or remove: 403', async () => {
    const recordId = await newRecord();
    const a = await attached(recordId);
    expect((await http.get(`${base}/?medical_record=${recordId}`, colleague.token)).json().count).toBe(1);
    const before = storedFiles();
    expect((await uploadOne(recordId, { name: 'b.pdf', bytes: pdf() }, colleague.token)).json()).toMatchObject({ code: 'record_not_author' });
    expect((await http.call('DELETE', `${base}/${a.id}/`, { token: colleague.token })).statusCode).toBe(403);
    expect(storedFiles()).toEqual(before);
  });

  it('a doctor without an appointment with the patient is told nothing exists', async () => {
    const recordId = await newRecord();
    const a = await attached(recordId);
    const before = storedFiles();
    expect((await http.get(`${base}/?medical_record=${recordId}`, stranger.token)).json()).toMatchObject({ code: 'record_not_found' });
    expect((await http.get(`${base}/${a.id}/`, stranger.token)).json()).toMatchObject({ code: 'attachment_not_found' });
    expect((await http.get(`${base}/${a.id}/download/`, stranger.token)).statusCode).toBe(404);
    expect((await uploadOne(recordId, { name: 'b.pdf', bytes: pdf() }, stranger.token)).statusCode).toBe(404);
    expect((await http.call('DELETE', `${base}/${a.id}/`, { token: stranger.token })).statusCode).toBe(404);
    expect(storedFiles()).toEqual(before);
  });

  it('another patient’s attachment is 404 everywhere; patients cannot upload', async () => {
    const recordId = await newRecord();
    const a = await attached(recordId);
    expect((await http.get(`${base}/${a.id}/`, otherPatient.token)).statusCode).toBe(404);
    expect((await http.get(`${base}/${a.id}/download/`, otherPatient.token)).statusCode).toBe(404);
    expect((await http.get(`${base}/?medical_record=${recordId}`, otherPatient.token)).statusCode).toBe(404);
    expect((await uploadOne(recordId, { name: 'b.pdf', bytes: pdf() }, patient.token)).statusCode).toBe(403);
    expect((await http.get(`${base}/999999/`, adminToken)).json()).toMatchObject({ code: 'attachment_not_found' });
  });

  it('after the record’s 24 hours the author may neither attach nor remove', async () => {
    const recordId = await newRecord();
    const a = await attached(recordId);
    await backdateMedicalRecord(t.database.db, recordId, 25);
    const before = storedFiles();
    const upload = await uploadOne(recordId, { name: 'late.pdf', bytes: pdf() });
    expect(upload.statusCode).toBe(409);
    expect(upload.json()).toMatchObject({ code: 'record_edit_window_closed' });
    expect((await http.call('DELETE', `${base}/${a.id}/`, { token: doctor.token })).json()).toMatchObject({ code: 'record_edit_window_closed' });
    expect((await http.get(`${base}/${a.id}/`, doctor.token)).json().allowed_actions).toEqual([]);
    // Nor delete the record: its attachment stays, row and file.
    expect((await http.call('DELETE', `/api/medical-records/${recordId}/`, { token: doctor.token })).statusCode).toBe(409);
    expect((await rowsOf(recordId)).length).toBe(1);
    expect(storedFiles()).toEqual(before);
  });

  it('a hospital reads and downloads while its access is active, nothing once revoked', async () => {
    const net = await hospitalNetwork(t);
    await appointment(net.doctor, net.patient);
    const recordId = await newRecord(net.doctor, net.patient);
    const res = await uploadOne(recordId, { name: 'xray.png', bytes: png() }, net.doctor.token);
    const a = res.json();
    const code = (await http.post('/api/hospitals/generate_access_codes/', { count: 1 }, net.hospital.token)).json().codes[0].code;
    const access = (await http.post('/api/patient-hospital-access/verify_access_code/', { access_code: code }, net.patient.token)).json();
    expect((await http.get(`${base}/${a.id}/`, net.hospital.token)).statusCode).toBe(200);
    expect((await http.get(`${base}/${a.id}/download/`, net.hospital.token)).statusCode).toBe(200);
    expect((await http.post(`/api/patient-hospital-access/${access.id}/patient_revoke_access/`, {}, net.patient.token)).statusCode).toBe(200);
    expect((await http.get(`${base}/${a.id}/`, net.hospital.token)).statusCode).toBe(404);
    expect((await http.get(`${base}/${a.id}/download/`, net.hospital.token)).statusCode).toBe(404);
    expect((await http.get(`${base}/?medical_record=${recordId}`, net.hospital.token)).statusCode).toBe(404);
  });
});

describe('listing without a record', () => {
  it('lists every attachment the caller may read, newest first, paged; the filter stays optional', async () => {
    const own = await signedInPatient(t.app);
    await appointment(doctor, own);
    const recordId = await newRecord(doctor, own);
    const first = await attached(recordId, { name: 'fbc.pdf', bytes: pdf() });
    const second = await attached(recordId, { name: 'xray.png', bytes: png() });
    const ids = async (token: string, query = '') => (await http.get(`${base}/${query}`, token)).json().results.map((a: { id: number }) => a.id);

    const mine = await http.get(`${base}/`, own.token);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ count: 2, next: null });
    expect(mine.json().results.map((a: { id: number }) => a.id)).toEqual([second.id, first.id]);
    const page1 = (await http.get(`${base}/?page_size=1`, own.token)).json();
    expect([page1.count, page1.next, page1.results.map((a: { id: number }) => a.id)]).toEqual([2, 2, [second.id]]);
    expect(await ids(own.token, '?page=2&page_size=1')).toEqual([first.id]);

    // The doctor sees them among their other patients' files, newest first; an admin too.
    const doctors = await ids(doctor.token, '?page_size=100');
    expect(doctors.slice(0, 2)).toEqual([second.id, first.id]);
    expect([...doctors].sort((a, b) => b - a)).toEqual(doctors);
    expect(await ids(adminToken, '?page_size=100')).toEqual(expect.arrayContaining([first.id, second.id]));
    // Nobody else does: another patient, a doctor without an appointment, a hospital without access.
    const net = await hospitalNetwork(t);
    for (const token of [otherPatient.token, stranger.token, net.hospital.token]) expect(await ids(token, '?page_size=100')).not.toContain(first.id);
    // The filter still narrows to one record, oldest first.
    expect(await ids(own.token, `?medical_record=${recordId}`)).toEqual([first.id, second.id]);
    expect((await http.get(`${base}/?medical_record=abc`, own.token)).statusCode).toBe(400);
  });
});

describe('downloading', () => {
  it('the bytes, as an attachment under the uploader’s name, never sniffed, cached or run', async () => {
    const recordId = await newRecord();
    const bytes = pdf();
    const a = await attached(recordId, { name: 'Àyẹ̀wò ẹ̀jẹ̀ (Nov).pdf', bytes });
    const res = await http.get(`${base}/${a.id}/download/`, patient.token);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('Àyẹ̀wò ẹ̀jẹ̀')}%20%28Nov%29.pdf`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    expect((await http.call('HEAD', `${base}/${a.id}/download/`, { token: patient.token })).statusCode).toBe(404);
    const inline = await http.get(`${base}/${a.id}/download/?inline=1`, patient.token);
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename\*=UTF-8''/);
  });

  it('DICOM is always a download, even when a preview is asked for', async () => {
    const recordId = await newRecord();
    const a = await attached(recordId, { name: 'ct.dcm', bytes: dicom() });
    const res = await http.get(`${base}/${a.id}/download/?inline=1`, doctor.token);
    expect(res.headers['content-type']).toBe('application/dicom');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('inline is honoured for images and PDF only, and only when asked for', async () => {
    const recordId = await newRecord();
    const files = { 'a.pdf': pdf(), 'b.jpg': jpeg(), 'c.png': png(), 'd.webp': webp(), 'e.dcm': dicom() };
    const stored = (
      await uploadMany(
        recordId,
        Object.entries(files).map(([name, bytes]) => ({ name, bytes })),
      )
    ).json().results as { id: number; original_name: string }[];
    const disposition = async (id: number, query: string) =>
      (await http.get(`${base}/${id}/download/${query}`, patient.token)).headers['content-disposition'] as string;
    for (const a of stored) {
      const previewable = !a.original_name.endsWith('.dcm');
      expect([a.original_name, (await disposition(a.id, '?inline=1')).split(';')[0]]).toEqual([a.original_name, previewable ? 'inline' : 'attachment']);
      for (const query of ['', '?inline=0', '?inline=false'])
        expect([a.original_name, query, (await disposition(a.id, query)).split(';')[0]]).toEqual([a.original_name, query, 'attachment']);
    }
  });

  it('attachments are not reachable from the public photo route', async () => {
    const recordId = await newRecord();
    await attached(recordId);
    const [row] = await rowsOf(recordId);
    expect((await http.get(`/media/photos/${row.storage_key}`)).statusCode).toBe(404);
    expect((await http.get(`/media/attachments/${row.storage_key}`)).statusCode).toBe(404);
  });
});

describe('the audit trail', () => {
  it('every upload, list, read, download and removal leaves an entry with the patient', async () => {
    const recordId = await newRecord();
    const a = await attached(recordId);
    expect(await auditCount('create', a.id)).toBe(1);
    await http.get(`${base}/?medical_record=${recordId}`, patient.token);
    // A row of the list is kept as shown (`list`); opening it is a read.
    expect(await auditCount('list', a.id)).toBe(1);
    await http.get(`${base}/${a.id}/`, colleague.token);
    expect(await auditCount('read', a.id)).toBe(1);
    await http.get(`${base}/${a.id}/download/`, patient.token);
    expect(await auditCount('download', a.id)).toBe(1);
    // A refused read is not one.
    await http.get(`${base}/${a.id}/download/`, stranger.token);
    expect(await auditCount('download', a.id)).toBe(1);
    await http.call('DELETE', `${base}/${a.id}/`, { token: doctor.token });
    expect(await auditCount('delete', a.id)).toBe(1);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, 'attachment'), eq(auditLog.entity_id, String(a.id))));
    expect(new Set(entries.map((e) => e.patient_id))).toEqual(new Set([patient.patientId]));
  });
});

describe('removing', () => {
  it('the author removes an attachment: its row and its file go', async () => {
    const recordId = await newRecord();
    const a = await attached(recordId);
    const [row] = await rowsOf(recordId);
    expect((await http.call('DELETE', `${base}/${a.id}/`, { token: doctor.token })).statusCode).toBe(204);
    expect(storedFiles()).not.toContain(row.storage_key);
    expect(await rowsOf(recordId)).toEqual([]);
    expect((await http.get(`${base}/${a.id}/`, doctor.token)).statusCode).toBe(404);
  });

  it('two removals of one attachment at once: one 204, one 404', async () => {
    const recordId = await newRecord();
    const a = await attached(recordId);
    const results = await Promise.all([
      http.call('DELETE', `${base}/${a.id}/`, { token: doctor.token }),
      http.call('DELETE', `${base}/${a.id}/`, { token: doctor.token }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, 404]);
    expect(await auditCount('delete', a.id)).toBe(1);
  });

  it('deleting the record removes its attachments’ files', async () => {
    const recordId = await newRecord();
    await uploadMany(recordId, [
      { name: 'a.pdf', bytes: pdf() },
      { name: 'b.png', bytes: png() },
    ]);
    const rows = await rowsOf(recordId);
    expect(rows).toHaveLength(2);
    expect((await http.call('DELETE', `/api/medical-records/${recordId}/`, { token: doctor.token })).statusCode).toBe(204);
    for (const row of rows) {
      expect(storedFiles()).not.toContain(row.storage_key);
      expect(await auditCount('delete', row.id)).toBe(1);
    }
    expect(await rowsOf(recordId)).toEqual([]);
  });
});

// Two requests made to meet at the record's row lock, in a set order.
describe('an upload and the record’s deletion at once', () => {
  /** Holds the record's row lock until released; the requests started meanwhile queue behind it in order. */
  async function holdRecord(recordId: number) {
    let release = () => {};
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from medical_records where id = ${recordId} for update`);
      locked();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await isLocked;
    return async () => {
      release();
      await holder;
    };
  }
  const twoFiles = (recordId: number) =>
    uploadMany(recordId, [
      { name: 'a.pdf', bytes: pdf() },
      { name: 'b.png', bytes: png() },
    ]);
  const deleteRecord = (recordId: number) => http.call('DELETE', `/api/medical-records/${recordId}/`, { token: doctor.token });

  it('the upload that takes the record first commits; the deletion then removes its files too', async () => {
    const recordId = await newRecord();
    const before = storedFiles();
    const release = await holdRecord(recordId);
    const upload = twoFiles(recordId);
    await lockWaiters(t.database.db, 1);
    const removal = deleteRecord(recordId);
    await lockWaiters(t.database.db, 2);
    await release();
    const [uploaded, removed] = await Promise.all([upload, removal]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(removed.statusCode).toBe(204);
    expect(await rowsOf(recordId)).toEqual([]);
    expect(storedFiles()).toEqual(before);
  });

  it('the deletion that takes the record first wins; the upload then finds no record and keeps no file', async () => {
    const recordId = await newRecord();
    const before = storedFiles();
    const release = await holdRecord(recordId);
    const removal = deleteRecord(recordId);
    await lockWaiters(t.database.db, 1);
    const upload = twoFiles(recordId);
    await lockWaiters(t.database.db, 2);
    await release();
    const [uploaded, removed] = await Promise.all([upload, removal]);
    expect(removed.statusCode).toBe(204);
    expect(uploaded.json()).toMatchObject({ code: 'record_not_found' });
    expect(storedFiles()).toEqual(before);
  });
});

/**
 * An upload to upload_multiple whose body stops in the middle of its first file until `release`
 * is called: the medical_record field first (as the web app sends it), then the start of a
 * 19 MB file. Whatever the server answers before `release` it answered without that file.
 */
function heldUpload(token: string, recordId: number | string, app = t) {
  const boundary = `----naijacare${Math.random().toString(16).slice(2)}`;
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="medical_record"\r\n\r\n${recordId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  const filler = Buffer.alloc(1024 * 1024, 0x20);
  async function* body() {
    yield head;
    yield filler;
    await gate;
    for (let i = 0; i < 18; i++) yield filler;
    yield Buffer.from(`\n%%EOF\n\r\n--${boundary}--\r\n`);
  }
  const response = app.app.inject({
    method: 'POST',
    url: `${base}/upload_multiple/`,
    payload: Readable.from(body()),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
  });
  return { response, release };
}

/** The answer if it came within `ms`, else null. */
const within = <T>(p: Promise<T>, ms: number) => Promise.race([p, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);

describe('refusing an upload before its files', () => {
  it('with medical_record first, a caller who may not attach is refused before any file data is taken', async () => {
    const open = await newRecord();
    const closed = await newRecord();
    await backdateMedicalRecord(t.database.db, closed, 24.01);
    const before = storedFiles();
    const cases: [string, number | string, number, string][] = [
      [stranger.token, open, 404, 'record_not_found'],
      [doctor.token, 999_999, 404, 'record_not_found'],
      [colleague.token, open, 403, 'record_not_author'],
      [doctor.token, closed, 409, 'record_edit_window_closed'],
      [doctor.token, 'abc', 400, 'invalid_id'],
    ];
    for (const [token, recordId, status, code] of cases) {
      const upload = heldUpload(token, recordId);
      const early = await within(upload.response, 5000);
      upload.release();
      const res = early ?? (await upload.response);
      expect([res.statusCode, res.json().code, early !== null], `${code}: ${res.body}`).toEqual([status, code, true]);
    }
    expect(storedFiles()).toEqual(before);
  });

  it('the author’s upload with medical_record first is read to the end and stored', async () => {
    const recordId = await newRecord();
    const upload = heldUpload(doctor.token, recordId);
    expect(await within(upload.response, 300)).toBeNull();
    upload.release();
    const res = await upload.response;
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().results[0].size_bytes).toBeGreaterThan(19 * 1024 * 1024);
  });

  it('with medical_record after the files, the files are checked, the caller then, and nothing is kept', async () => {
    const recordId = await newRecord();
    const before = storedFiles();
    const { payload, headers } = multipart({}, [{ name: 'a.pdf', bytes: pdf() }]);
    const tail = Buffer.from(`Content-Disposition: form-data; name="medical_record"\r\n\r\n${recordId}\r\n`);
    const boundary = headers['content-type'].split('boundary=')[1];
    // The closing boundary becomes a part boundary followed by the field, then the real close.
    const body = Buffer.concat([
      payload.subarray(0, payload.length - `--${boundary}--\r\n`.length),
      Buffer.from(`--${boundary}\r\n`),
      tail,
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const post = (token: string) =>
      t.app.inject({ method: 'POST', url: `${base}/upload_multiple/`, payload: body, headers: { ...headers, authorization: `Bearer ${token}` } });
    expect((await post(stranger.token)).json()).toMatchObject({ code: 'record_not_found' });
    expect((await post(colleague.token)).json()).toMatchObject({ code: 'record_not_author' });
    expect(storedFiles()).toEqual(before);
    const ok = await post(doctor.token);
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('each doctor may upload RATE_UPLOADS_MAX times a window; then 429 with the usual shape, before the body is read', async () => {
    const limited = await createTestApp({ RATE_UPLOADS_MAX: '2', RATE_UPLOADS_WINDOW_SECONDS: '600', RATE_REGISTER_IP_MAX: '100000' });
    try {
      const h = api(limited.app);
      const admin = (await signedInAdmin(limited.app, limited.accounts)).tokens.access;
      const [d, other] = await Promise.all([approvedDoctor(limited.app, admin), approvedDoctor(limited.app, admin)]);
      const p = await signedInPatient(limited.app);
      const start = new Date(Date.now() - 2 * 86_400_000);
      for (const doc of [d, other])
        await seedAppointment(limited.database.db, {
          patient_id: p.patientId,
          doctor_id: doc.doctorId,
          schedule_creator: 'patient',
          appointment_type: 'video',
          duration_minutes: 30,
          scheduled_at: new Date(start.getTime() + doc.doctorId * 3600_000),
          ends_at: new Date(start.getTime() + doc.doctorId * 3600_000 + 30 * 60_000),
          status: 'completed',
        });
      const record = async (doc: Doctor) =>
        (await h.post('/api/medical-records/', { patient: p.patientId, record_type: 'imaging', title: 'CT' }, doc.token)).json().id;
      const mine = await record(d);
      const one = () => send(limited, `${base}/`, d.token, { medical_record: String(mine) }, [{ name: 'a.pdf', bytes: pdf() }], 'file');
      expect((await one()).statusCode).toBe(201);
      // A refused upload counts too: the budget is of uploads tried.
      expect((await send(limited, `${base}/upload_multiple/`, d.token, { medical_record: String(mine) }, [{ name: 'x.pdf', bytes: html() }])).statusCode).toBe(
        400,
      );
      const third = await one();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ code: 'rate_limited', details: { retry_after: expect.any(Number) } });
      expect(third.json().error).toBe('Too many requests');
      // Refused before a byte of the body is read.
      const held = heldUpload(d.token, mine, limited);
      const early = await within(held.response, 5000);
      held.release();
      expect(early?.statusCode).toBe(429);
      // Counted per person: another doctor still uploads.
      const theirs = await record(other);
      expect((await send(limited, `${base}/`, other.token, { medical_record: String(theirs) }, [{ name: 'a.pdf', bytes: pdf() }], 'file')).statusCode).toBe(
        201,
      );
    } finally {
      await limited.close();
    }
  });
});

describe('limits', () => {
  it('a file over ATTACHMENT_MAX_BYTES is 413 and nothing is kept', async () => {
    const small = await createTestApp({ ATTACHMENT_MAX_BYTES: '2048', ATTACHMENT_MAX_FILES: '2', RATE_REGISTER_IP_MAX: '100000' });
    try {
      const smallHttp = api(small.app);
      const admin = (await signedInAdmin(small.app, small.accounts)).tokens.access;
      const d = await approvedDoctor(small.app, admin);
      const p = await signedInPatient(small.app);
      const start = new Date(Date.now() - 2 * 86_400_000);
      await seedAppointment(small.database.db, {
        patient_id: p.patientId,
        doctor_id: d.doctorId,
        schedule_creator: 'patient',
        appointment_type: 'video',
        duration_minutes: 30,
        scheduled_at: start,
        ends_at: new Date(start.getTime() + 30 * 60_000),
        status: 'completed',
      });
      const recordId = (await smallHttp.post('/api/medical-records/', { patient: p.patientId, record_type: 'imaging', title: 'CT' }, d.token)).json().id;
      const big = Buffer.concat([Buffer.alloc(128), Buffer.from('DICM'), Buffer.alloc(4096)]);
      const res = await send(small, `${base}/upload_multiple/`, d.token, { medical_record: String(recordId) }, [
        { name: 'ok.pdf', bytes: pdf() },
        { name: 'ct.dcm', bytes: big },
      ]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'attachment_too_large', details: { file: 'ct.dcm', max_bytes: 2048 } });
      expect(storedFiles(small)).toEqual([]);
      const three = await send(small, `${base}/upload_multiple/`, d.token, { medical_record: String(recordId) }, [
        { name: 'a.pdf', bytes: pdf() },
        { name: 'b.pdf', bytes: pdf() },
        { name: 'c.pdf', bytes: pdf() },
      ]);
      expect(three.json()).toMatchObject({ code: 'too_many_files', details: { max_files: 2 } });
      expect(storedFiles(small)).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it('files far larger than the JSON body limit are taken by the upload routes', async () => {
    const recordId = await newRecord();
    const scan = Buffer.concat([pdf(), Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    expect(scan.length).toBeGreaterThan(t.config.bodyLimitBytes * 2);
    const res = await uploadMany(recordId, [
      { name: 'scan-1.pdf', bytes: scan },
      { name: 'scan-2.pdf', bytes: scan },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().results.map((a: { size_bytes: number }) => a.size_bytes)).toEqual([scan.length, scan.length]);
  });

  it('the upload calls are documented as multipart in the OpenAPI description', async () => {
    const doc = (await http.get('/api/docs/json')).json();
    expect(Object.keys(doc.paths[`${base}/upload_multiple/`].post.requestBody.content)).toEqual(['multipart/form-data']);
    expect(doc.paths[`${base}/`].post.requestBody.content).toHaveProperty('multipart/form-data');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, doctorPayload, signedInAdmin } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '10000', RATE_LOGIN_IP_MAX: '10000' });
  http = api(t.app);
});
afterAll(() => t?.close());

// The smallest valid PNG: 1×1 transparent pixel.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function multipart(fields: Record<string, string>, file?: { name: string; filename: string; type: string; bytes: Buffer }) {
  const boundary = '----naijacare-test-boundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function approvedDoctor() {
  const admin = await signedInAdmin(t.app, t.accounts);
  const body = doctorPayload();
  const id = (await http.post('/api/auth/register/', body)).json().user.id;
  await http.post(`/api/admin/users/${id}/approve/`, {}, admin.tokens.access);
  return (await http.login(body.username)).json();
}

const update = (token: string, body: unknown) => http.put('/api/auth/profile/update/', body, token);

describe('profile', () => {
  it('shows the signed-in user with profile', async () => {
    const reg = await http.patient();
    const res = await http.get('/api/auth/profile/', reg.tokens.access);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { id: reg.user.id }, user_type: 'patient', is_superuser: false, profile: { date_of_birth: '1992-07-19' } });
  });

  it('updates user and profile fields as JSON, clearing emptied optional ones', async () => {
    const reg = await http.patient({ allergies: 'Penicillin' });
    const res = await update(reg.tokens.access, { first_name: 'Amarachi', state: 'LA', blood_type: 'B+', allergies: '', nin: '12345678901' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ first_name: 'Amarachi', state: 'LA' });
    expect(res.json().profile).toMatchObject({ blood_type: 'B+', allergies: null, nin: '12345678901' });
  });

  it('applies the same messages as registration and keeps required fields', async () => {
    const reg = await http.patient();
    expect((await update(reg.tokens.access, { first_name: '' })).json().error).toBe('First name is required');
    expect((await update(reg.tokens.access, { emergency_contact: ' ' })).json().error).toBe('Emergency contact is required for patients');
    expect((await update(reg.tokens.access, { nin: '123456789012' })).json().error).toBe('NIN must be at most 11 characters');
    expect((await update(reg.tokens.access, { email: 'nope' })).json().error).toBe('Enter a valid email address');
  });

  it('ignores the username and fields of other account types', async () => {
    const reg = await http.patient();
    const res = await update(reg.tokens.access, { username: 'hijack', specialization: 'Surgery', is_superuser: true, user_type: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ username: reg.user.username, user_type: 'patient', is_superuser: false });
  });

  it('refuses an email address another user has', async () => {
    const a = await http.patient();
    const b = await http.patient();
    const res = await update(b.tokens.access, { email: a.user.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
  });

  it('lets a doctor change the fee and upload a professional photo by multipart', async () => {
    const doctor = await approvedDoctor();
    const form = multipart(
      { consultation_fee: '20000', bio: 'Heart health' },
      { name: 'professional_photo', filename: 'me.png', type: 'image/png', bytes: PNG },
    );
    const res = await http.call('PUT', '/api/auth/profile/update/', { body: form.body, headers: form.headers, token: doctor.tokens.access });
    expect(res.statusCode).toBe(200);
    const profile = res.json().profile;
    expect(profile).toMatchObject({ consultation_fee: '20000.00', bio: 'Heart health' });
    // Drawn again as WebP (http/public-images.test.ts): only its pixels are served.
    expect(profile.professional_photo).toMatch(/^\/media\/photos\/[0-9a-f-]{36}\.webp$/);
    const photo = await http.get(profile.professional_photo);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
  });

  it('checks a photo by its content, not its name or claimed type', async () => {
    const doctor = await approvedDoctor();
    const fake = multipart({}, { name: 'professional_photo', filename: 'me.png', type: 'image/png', bytes: Buffer.from('<script>alert(1)</script>') });
    const res = await http.call('PUT', '/api/auth/profile/update/', { body: fake.body, headers: fake.headers, token: doctor.tokens.access });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The professional photo must be a JPEG, PNG, WebP or GIF image');
  });

  it('refuses a photo over the size limit with 413', async () => {
    const doctor = await approvedDoctor();
    const big = multipart(
      {},
      { name: 'professional_photo', filename: 'big.png', type: 'image/png', bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1)]) },
    );
    const res = await http.call('PUT', '/api/auth/profile/update/', { body: big.body, headers: big.headers, token: doctor.tokens.access });
    expect(res.statusCode).toBe(413);
  });

  it('gives photos only to doctors', async () => {
    const reg = await http.patient();
    const form = multipart({}, { name: 'professional_photo', filename: 'me.png', type: 'image/png', bytes: PNG });
    const res = await http.call('PUT', '/api/auth/profile/update/', { body: form.body, headers: form.headers, token: reg.tokens.access });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Only doctors have a professional photo');
  });

  it('does not serve files outside the photo folder', async () => {
    expect((await http.get('/media/photos/..%2F..%2Fjwt-secret')).statusCode).toBe(404);
    expect((await http.get('/media/photos/00000000-0000-0000-0000-000000000000.png')).statusCode).toBe(404);
  });
});

describe('fields that always have a value', () => {
  it('refuses emptying a doctor’s years of experience with a 400 that says why', async () => {
    const doctor = await approvedDoctor();
    for (const value of [null, '', '  ']) {
      const res = await update(doctor.tokens.access, { years_of_experience: value });
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(res.json()).toEqual({
        error: 'Years of experience cannot be empty: enter a whole number from 0 to 50',
        code: 'years_of_experience_empty',
        details: { field: 'years_of_experience' },
      });
    }
  });

  it('refuses emptying a doctor’s consultation fee, which would make every consultation free', async () => {
    const doctor = await approvedDoctor();
    await update(doctor.tokens.access, { consultation_fee: '7500' });
    for (const value of [null, '', '  ']) {
      const res = await update(doctor.tokens.access, { consultation_fee: value });
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(res.json()).toEqual({
        error: 'Consultation fee cannot be empty: enter an amount in naira, or 0 for free consultations',
        code: 'consultation_fee_empty',
        details: { field: 'consultation_fee' },
      });
    }
    const profile = await http.get('/api/auth/profile/', doctor.tokens.access);
    expect(profile.json().profile.consultation_fee).toBe('7500.00');
    // A free consultation is still chosen by saying so.
    expect((await update(doctor.tokens.access, { consultation_fee: '0' })).statusCode).toBe(200);
  });

  it('refuses emptying a patient’s preferred language with a 400 that says why', async () => {
    const patient = await http.patient();
    for (const value of [null, '', '  ']) {
      const res = await update(patient.tokens.access, { preferred_language: value });
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(res.json()).toEqual({
        error: 'Preferred language cannot be empty: choose a language from the list',
        code: 'preferred_language_empty',
        details: { field: 'preferred_language' },
      });
    }
  });
});

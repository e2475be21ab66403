import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, doctorPayload, hospitalPayload, patientPayload, unique } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '10000' });
  http = api(t.app);
});
afterAll(() => t?.close());

const register = (body: unknown) => http.post('/api/auth/register/', body);

describe('registration rules, in the order of spec §5', () => {
  // Each row blanks one more field than the last: the first failing rule must be the error.
  const steps: Array<[string, Record<string, unknown>, string]> = [
    ['username', { username: '' }, 'Username is required'],
    ['email', { email: '' }, 'Email is required'],
    ['password', { password: '' }, 'Password is required'],
    ['first name', { first_name: '' }, 'First name is required'],
    ['last name', { last_name: '' }, 'Last name is required'],
    ['phone', { phone: '' }, 'Phone number is required'],
  ];
  it('reports the first missing field even when later ones are missing too', async () => {
    for (let i = 0; i < steps.length; i++) {
      const blanks = Object.assign({}, ...steps.slice(i).map(([, b]) => b));
      const res = await register(patientPayload(blanks));
      expect(res.statusCode, steps[i][0]).toBe(400);
      expect(res.json().error).toBe(steps[i][2]);
    }
  });

  it('treats whitespace and null as missing', async () => {
    expect((await register(patientPayload({ username: '   ' }))).json().error).toBe('Username is required');
    expect((await register(patientPayload({ email: null }))).json().error).toBe('Email is required');
  });

  it('checks the confirmation before the length', async () => {
    const res = await register(patientPayload({ password: 'short', password_confirm: 'different' }));
    expect(res.json().error).toBe('Passwords do not match');
    const short = await register(patientPayload({ password: 'short', password_confirm: 'short' }));
    expect(short.json().error).toBe('Password must be at least 8 characters long');
    const noConfirm = await register(patientPayload({ password: 'seven77', password_confirm: undefined }));
    expect(noConfirm.json().error).toBe('Password must be at least 8 characters long');
  });

  it('requires a doctor’s specialization, then license number', async () => {
    expect((await register(doctorPayload({ specialization: '', license_number: '' }))).json().error).toBe('Specialization is required for doctors');
    expect((await register(doctorPayload({ license_number: '' }))).json().error).toBe('License number is required for doctors');
  });

  it('requires a patient’s date of birth, then emergency contact', async () => {
    expect((await register(patientPayload({ date_of_birth: '', emergency_contact: '' }))).json().error).toBe('Date of birth is required for patients');
    expect((await register(patientPayload({ emergency_contact: '' }))).json().error).toBe('Emergency contact is required for patients');
  });

  it('runs the common rules before the type rules', async () => {
    const res = await register(doctorPayload({ phone: '', specialization: '' }));
    expect(res.json().error).toBe('Phone number is required');
  });

  it('offers only patient and doctor', async () => {
    for (const user_type of ['hospital', 'admin', undefined, 'nurse']) {
      const res = await register(patientPayload({ user_type }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('User type must be patient or doctor');
    }
  });
});

describe('field formats and enumerations', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['email', { email: 'not-an-email' }, 'Enter a valid email address'],
    ['username', { username: 'has space' }, 'Username may contain only letters, digits and . + - _ (at most 150 characters)'],
    ['username like an email', { username: 'someone@example.ng' }, 'Username may contain only letters, digits and . + - _ (at most 150 characters)'],
    ['phone', { phone: 'call me' }, 'Enter a valid phone number, for example +234-801-234-5678'],
    ['state', { state: 'XX' }, 'Choose a Nigerian state from the list'],
    ['gender', { gender: 'X' }, 'Choose a gender from the list'],
    ['blood type', { blood_type: 'C+' }, 'Choose a blood type from the list'],
    ['language', { preferred_language: 'FR' }, 'Choose a language from the list'],
    ['nin length', { nin: '123456789012' }, 'NIN must be at most 11 characters'],
    ['nin digits', { nin: '12345abc' }, 'NIN must contain digits only'],
    ['date of birth', { date_of_birth: '2001-02-30' }, 'Date of birth must be a date (YYYY-MM-DD)'],
    ['future birth', { date_of_birth: '2999-01-01' }, 'Date of birth must be in the past'],
  ];
  for (const [name, override, message] of cases) {
    it(`rejects a bad ${name}`, async () => {
      const res = await register(patientPayload(override));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
    });
  }

  it('accepts all 37 states including the FCT', async () => {
    const res = await register(patientPayload({ state: 'FC' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user.state).toBe('FC');
  });

  it('bounds years of experience to 0–50 whole years', async () => {
    for (const years of [-1, 51, 2.5, 'ten']) {
      const res = await register(doctorPayload({ years_of_experience: years }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Years of experience must be a whole number from 0 to 50');
    }
    for (const years of [0, 50, '7']) expect((await register(doctorPayload({ years_of_experience: years }))).statusCode).toBe(201);
  });

  it('takes a consultation fee of at least 0 with two decimals, kept exactly', async () => {
    for (const fee of [-1, '10.001', 'abc']) {
      const res = await register(doctorPayload({ consultation_fee: fee }));
      expect(res.json().error).toBe('Consultation fee must be 0 or more, with at most two decimals');
    }
    const res = await register(doctorPayload({ consultation_fee: 0.1 }));
    expect(res.statusCode).toBe(201);
    expect(res.json().profile.consultation_fee).toBe('0.10');
  });

  it('answers wrong JSON types with a 400 naming the field', async () => {
    const res = await register(patientPayload({ username: 12345 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^username: /);
  });
});

describe('outcomes', () => {
  it('signs a patient in at once, with defaults and without empty optional fields', async () => {
    const body = patientPayload({ address: '', allergies: '   ', blood_type: 'AB-' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const out = res.json();
    expect(out.user).toMatchObject({ username: body.username, first_name: 'Amaka', last_name: 'Nwosu', user_type: 'patient', account_status: 'active' });
    expect(out.user_type).toBe('patient');
    expect(out.is_superuser).toBe(false);
    expect(out.profile).toMatchObject({ preferred_language: 'EN', blood_type: 'AB-', address: null, allergies: null });
    expect(out.tokens.access).toBeTruthy();
    expect(out.tokens.refresh).toBeTruthy();
    expect(JSON.stringify(out)).not.toContain('password');
  });

  it('keeps a doctor pending, without tokens', async () => {
    const res = await register(doctorPayload());
    expect(res.statusCode).toBe(201);
    const out = res.json();
    expect(out.tokens).toBeUndefined();
    expect(out.status).toBe('pending');
    expect(out.user.account_status).toBe('pending');
    expect(out.profile).toMatchObject({ specialization: 'Cardiology', years_of_experience: 12, consultation_fee: '15000.50' });
  });

  it('refuses a username or email already taken, whatever the case', async () => {
    const first = patientPayload();
    expect((await register(first)).statusCode).toBe(201);
    const sameName = await register(patientPayload({ username: first.username.toUpperCase() }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error).toBe('A user with that username already exists.');
    const sameEmail = await register(patientPayload({ email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error).toBe('A user with that email address already exists.');
  });

  it('lets exactly one of many concurrent registrations of one username win', async () => {
    const username = unique('race');
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => register(patientPayload({ username, email: `${username}${i}@example.ng` }))));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(11);
  });
});

describe('hospital registration', () => {
  it('applies the common rules, then the hospital name', async () => {
    expect((await http.post('/api/hospitals/register/', hospitalPayload({ email: '', hospital_name: '' }))).json().error).toBe('Email is required');
    expect((await http.post('/api/hospitals/register/', hospitalPayload({ hospital_name: '' }))).json().error).toBe('Hospital name is required');
  });

  it('creates a pending hospital without a session', async () => {
    const body = hospitalPayload();
    const res = await http.post('/api/hospitals/register/', body);
    expect(res.statusCode).toBe(201);
    const out = res.json();
    expect(out.hospital).toMatchObject({ hospital_name: body.hospital_name, verification_status: 'pending' });
    expect(out.user.user_type).toBe('hospital');
    expect(out.tokens).toBeUndefined();
  });
});

describe('bad input', () => {
  it('answers malformed JSON with 400', async () => {
    const res = await http.call('POST', '/api/auth/register/', { body: '{"username": ', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Malformed JSON body', code: 'malformed_json' });
  });

  it('answers an oversized body with 413', async () => {
    const res = await register(patientPayload({ bio: 'x'.repeat(2 * 1024 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('Request body too large');
  });

  it('bounds long text fields', async () => {
    const res = await register(patientPayload({ allergies: 'a'.repeat(2001) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Allergies must be at most 2000 characters');
  });

  it('rate-limits registrations per address', async () => {
    const limited = await createTestApp({ RATE_REGISTER_IP_MAX: '2' });
    const h = api(limited.app);
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await h.call('POST', '/api/auth/register/', { body: patientPayload(), ip: '10.9.8.7' })).statusCode);
      expect(statuses).toEqual([201, 201, 429]);
      expect((await h.call('POST', '/api/auth/register/', { body: patientPayload(), ip: '10.9.8.8' })).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('registration as multipart, with a doctor’s photo', () => {
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

  function form(fields: Record<string, unknown>, photo?: Buffer) {
    const boundary = '----register-boundary';
    const parts: Buffer[] = [];
    for (const [k, v] of Object.entries(fields)) {
      if (v === undefined) continue;
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
    }
    if (photo)
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="professional_photo"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
        photo,
        Buffer.from('\r\n'),
      );
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }
  const send = (f: ReturnType<typeof form>) => http.call('POST', '/api/auth/register/', { body: f.body, headers: f.headers });
  const photosOnDisk = async () => {
    const { readdir } = await import('node:fs/promises');
    return readdir(`${t.dataDir}/uploads/photos`).catch(() => [] as string[]);
  };

  it('keeps the photo with the application; it is served at once', async () => {
    const res = await send(form(doctorPayload(), PNG));
    expect(res.statusCode).toBe(201);
    const photo = res.json().profile.professional_photo;
    expect(photo).toMatch(/^\/media\/photos\/[0-9a-f-]{36}\.webp$/);
    expect((await http.get(photo)).headers['content-type']).toBe('image/webp');
  });

  it('applies the same rules in the same order as JSON', async () => {
    expect((await send(form(doctorPayload({ email: '', license_number: '' }), PNG))).json().error).toBe('Email is required');
    expect((await send(form(doctorPayload({ years_of_experience: 60 })))).json().error).toBe('Years of experience must be a whole number from 0 to 50');
    expect((await send(form(patientPayload()))).statusCode).toBe(201);
  });

  it('refuses a file that is not an image, and photos for patients, creating nothing', async () => {
    const before = (await photosOnDisk()).length;
    const body = doctorPayload();
    const fake = await send(form(body, Buffer.from('MZ executable, not a photo')));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error).toBe('The professional photo must be a JPEG, PNG, WebP or GIF image');
    expect((await http.login(body.username)).statusCode).toBe(401);
    const patient = await send(form(patientPayload(), PNG));
    expect(patient.json().error).toBe('Only doctors have a professional photo');
    expect((await photosOnDisk()).length).toBe(before);
  });

  it('removes the saved photo when the account cannot be created', async () => {
    const taken = doctorPayload();
    expect((await http.post('/api/auth/register/', taken)).statusCode).toBe(201);
    const before = (await photosOnDisk()).length;
    const res = await send(form(doctorPayload({ username: taken.username }), PNG));
    expect(res.statusCode).toBe(409);
    expect((await photosOnDisk()).length).toBe(before);
  });

  it('refuses a photo over 5 MB with 413', async () => {
    const res = await send(form(doctorPayload(), Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1)])));
    expect(res.statusCode).toBe(413);
  });
});

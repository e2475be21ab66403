import { checkHospitalRegistration, checkRegistration } from '@naijacare/contracts';
import { describe, expect, it } from 'vitest';
import { hospitalRegistrationPayload, registrationBody, registrationPayload } from './registrationPayload';

const patient = {
  username: 'bisi',
  email: 'bisi@example.ng',
  password: 'strong-pass-2026',
  password_confirm: '',
  first_name: 'Bisi',
  last_name: 'Adewale',
  phone: '+234-803-555-0199',
  state: null,
  date_of_birth: '1990-05-15',
  emergency_contact: 'Kunle, +234-803-555-0100',
};

describe('registration payloads', () => {
  it('always send password_confirm, so an empty confirmation reads "Passwords do not match" (rule 7)', () => {
    const payload = registrationPayload('patient', patient);
    expect(payload.password_confirm).toBe('');
    const checked = checkRegistration(payload);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.problem).toEqual({ field: 'password_confirm', message: 'Passwords do not match', code: 'passwords_mismatch' });
  });

  it('the hospital form sends an empty confirmation too', () => {
    const payload = hospitalRegistrationPayload({ ...patient, hospital_name: 'Abuja Clinic' });
    expect(payload.password_confirm).toBe('');
    const checked = checkHospitalRegistration(payload);
    expect(checked.ok ? null : checked.problem.message).toBe('Passwords do not match');
  });

  it('send passwords exactly as typed, other text trimmed', () => {
    const payload = registrationPayload('patient', { ...patient, username: ' bisi ', password: ' pass phrase ', password_confirm: ' pass phrase ' });
    expect(payload).toMatchObject({ username: 'bisi', password: ' pass phrase ', password_confirm: ' pass phrase ' });
    expect(checkRegistration(payload).ok).toBe(true);
  });

  it('a doctor with a photo is sent as multipart: every field as text, passwords untrimmed, the file attached', () => {
    const values = {
      ...patient,
      password: ' secret-2026 ',
      password_confirm: '',
      specialization: 'Cardiology',
      license_number: 'MDCN/1',
      years_of_experience: 4,
      consultation_fee: 15000,
    };
    const payload = registrationPayload('doctor', values);
    const photo = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });
    const body = registrationBody(payload, photo);
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('user_type')).toBe('doctor');
    expect(form.get('password')).toBe(' secret-2026 ');
    expect(form.get('password_confirm')).toBe('');
    expect(form.get('years_of_experience')).toBe('4');
    expect(form.get('consultation_fee')).toBe('15000.00');
    expect(form.get('date_of_birth')).toBeNull();
    expect((form.get('professional_photo') as File).name).toBe('me.png');
  });

  it('without a photo the body stays JSON', () => {
    const payload = registrationPayload('patient', patient);
    expect(registrationBody(payload, null)).toBe(payload);
  });
});

import { describe, expect, it } from 'vitest';
import { STATES } from './enums';
import { checkLogin, checkPasswordChange, checkProfileUpdate, checkRegistration } from './validation';

const patient = {
  username: 'ada',
  email: 'Ada@Example.ng',
  password: 'password1',
  first_name: 'Ada',
  last_name: 'Obi',
  phone: '+234-801-234-5678',
  user_type: 'patient',
  date_of_birth: '1990-01-01',
  emergency_contact: 'Obi +234-801-000-0000',
};

describe('registration check', () => {
  it('normalises values and omits blank optional fields', () => {
    const r = checkRegistration({ ...patient, address: '  ', gender: 'F' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.email).toBe('ada@example.ng');
    expect(r.value.profile).toEqual({
      date_of_birth: '1990-01-01',
      emergency_contact: 'Obi +234-801-000-0000',
      gender: 'F',
      preferred_language: 'EN',
    });
  });

  it('names the field of the first problem', () => {
    const r = checkRegistration({ ...patient, email: '', phone: '' });
    expect(r).toEqual({ ok: false, problem: { field: 'email', message: 'Email is required', code: 'email_required' } });
  });

  it('has 37 states with unique two-letter codes', () => {
    expect(STATES).toHaveLength(37);
    expect(new Set(STATES.map((s) => s.code)).size).toBe(37);
    expect(STATES.every((s) => /^[A-Z]{2}$/.test(s.code))).toBe(true);
  });

  it('bounds the password above too, so hashing cannot be abused', () => {
    const long = 'x'.repeat(129);
    const r = checkRegistration({ ...patient, password: long, password_confirm: long });
    expect(r.ok || r.problem.message).toBe('Password must be at most 128 characters long');
  });
});

describe('profile update check', () => {
  it('separates user and profile fields and lists cleared ones', () => {
    const r = checkProfileUpdate('doctor', { first_name: 'Ngozi', consultation_fee: '5000', bio: '' });
    expect(r).toEqual({ ok: true, value: { user: { first_name: 'Ngozi' }, profile: { consultation_fee: '5000.00' }, cleared: ['bio'] } });
  });
  it('keeps type-required fields', () => {
    const r = checkProfileUpdate('doctor', { license_number: '' });
    expect(r.ok || r.problem.message).toBe('License number is required for doctors');
  });
});

describe('login and password change checks', () => {
  it('require their fields in order', () => {
    expect(checkLogin({}).ok || (checkLogin({}) as { problem: { message: string } }).problem.message).toBe('Username is required');
    const r = checkPasswordChange({ old_password: 'same-password', new_password: 'same-password' });
    expect(r.ok || r.problem.message).toBe('The new password must differ from the current one');
  });
});

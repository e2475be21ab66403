import { checkProfileUpdate, type Session } from '@naijacare/contracts';
import { describe, expect, it } from 'vitest';
import { profileFormValues, profileUpdatePayload } from './profileForm';

const doctor: Session = {
  user_type: 'doctor',
  is_superuser: false,
  user: {
    id: 2,
    username: 'demo_doctor',
    email: 'a@b.ng',
    first_name: 'Adaeze',
    last_name: 'Okafor',
    phone: '+234-805-555-0142',
    state: null,
    user_type: 'doctor',
    is_superuser: false,
    account_status: 'active',
    date_joined: '2026-01-01T00:00:00Z',
  },
  profile: {
    id: 1,
    specialization: 'General Medicine',
    license_number: 'MDCN/1',
    years_of_experience: 9,
    hospital_affiliation: null,
    consultation_fee: '12500.00',
    bio: null,
    nin: null,
    medical_school: null,
    residency_program: null,
    professional_photo: null,
    is_available: true,
  },
};

describe('profile form', () => {
  it('fills the form from the session, with empty text as "" and empty choices as null', () => {
    const values = profileFormValues(doctor);
    expect(values).toMatchObject({
      email: 'a@b.ng',
      state: null,
      specialization: 'General Medicine',
      years_of_experience: 9,
      consultation_fee: 12500,
      bio: '',
    });
    expect(values).not.toHaveProperty('username');
  });

  it('sends every editable field, emptied ones as "", and the fee in naira with two decimals', () => {
    const values = { ...profileFormValues(doctor), bio: '', consultation_fee: 9000.5 };
    const payload = profileUpdatePayload('doctor', values);
    expect(payload).toMatchObject({ bio: '', state: '', consultation_fee: '9000.50', first_name: 'Adaeze' });
  });

  it('sends an emptied years of experience, which the contracts refuse instead of a save that changes nothing', () => {
    const payload = profileUpdatePayload('doctor', { ...profileFormValues(doctor), years_of_experience: '' });
    expect(payload.years_of_experience).toBe('');
    const checked = checkProfileUpdate('doctor', payload);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.problem).toEqual({
      field: 'years_of_experience',
      message: 'Years of experience cannot be empty: enter a whole number from 0 to 50',
      code: 'years_of_experience_empty',
      params: { min: 0, max: 50 },
    });
  });
});

// Demo data for the embedded default: one of each kind of account, ready to sign in.
// Seeded only into an empty database, so it never touches real data.

import type { AccountsService } from '../modules/accounts/service';

export const DEMO_PASSWORD = 'demo-pass-2026';
export const DEMO_USERNAMES = {
  patient: 'demo_patient',
  doctor: 'demo_doctor',
  hospital: 'demo_hospital',
  admin: 'demo_admin',
} as const;

export async function seedDemo(accounts: AccountsService): Promise<boolean> {
  if ((await accounts.userCount()) > 0) return false;
  const password = DEMO_PASSWORD;
  await accounts.createReadyAccount({
    username: DEMO_USERNAMES.hospital,
    email: 'admin@lagoscare.example.ng',
    password,
    first_name: 'Ngozi',
    last_name: 'Eze',
    phone: '+234-803-555-0101',
    state: 'LA',
    user_type: 'hospital',
    profile: { hospital_name: 'LagosCare General Hospital', address: '12 Broad Street, Lagos Island', registration_number: 'HEFAMAA/2019/0421' },
  });
  await accounts.createReadyAccount({
    username: DEMO_USERNAMES.doctor,
    email: 'adaeze.okafor@lagoscare.example.ng',
    password,
    first_name: 'Adaeze',
    last_name: 'Okafor',
    phone: '+234-805-555-0142',
    state: 'LA',
    user_type: 'doctor',
    profile: {
      specialization: 'General Medicine',
      license_number: 'MDCN/R/48213',
      years_of_experience: 9,
      hospital_affiliation: 'LagosCare General Hospital',
      consultation_fee: '12500.00',
      bio: 'Family-focused general practitioner; hypertension and diabetes care, preventive check-ups.',
      medical_school: 'University of Lagos College of Medicine',
      residency_program: 'Lagos University Teaching Hospital',
    },
  });
  await accounts.createReadyAccount({
    username: DEMO_USERNAMES.patient,
    email: 'tunde.bakare@example.ng',
    password,
    first_name: 'Tunde',
    last_name: 'Bakare',
    phone: '+234-802-555-0177',
    state: 'LA',
    user_type: 'patient',
    profile: {
      date_of_birth: '1988-04-12',
      gender: 'M',
      emergency_contact: 'Funmi Bakare, +234-802-555-0178',
      blood_type: 'O+',
      preferred_language: 'YO',
      address: '7 Adeola Odeku Street, Victoria Island, Lagos',
    },
  });
  await accounts.createReadyAccount(
    {
      username: DEMO_USERNAMES.admin,
      email: 'admin@naijacare.example.ng',
      password,
      first_name: 'Platform',
      last_name: 'Admin',
      phone: '+234-809-555-0100',
      state: 'FC',
      user_type: 'admin',
      profile: {},
    },
    { is_superuser: true },
  );
  return true;
}

// Rows → the shapes of the contracts' account schemas (contracts/src/api/accounts.ts).

import { koboToNaira, type Profile, type User } from '@naijacare/contracts';
import type { doctorProfiles, hospitalProfiles, patientProfiles, users } from './schema';

type UserRow = typeof users.$inferSelect;
type PatientRow = typeof patientProfiles.$inferSelect;
type DoctorRow = typeof doctorProfiles.$inferSelect;
type HospitalRow = typeof hospitalProfiles.$inferSelect;
export type ProfileRow = PatientRow | DoctorRow | HospitalRow;

export const photoUrl = (name: string | null) => (name ? `/media/photos/${name}` : null);

export function toUser(u: Omit<UserRow, 'password_hash'>): User {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    first_name: u.first_name,
    last_name: u.last_name,
    phone: u.phone,
    state: u.state,
    user_type: u.user_type,
    is_superuser: u.is_superuser,
    account_status: u.account_status,
    date_joined: u.date_joined.toISOString(),
  };
}

export function toProfile(userType: UserRow['user_type'], row: ProfileRow | undefined): Profile {
  if (!row) return null;
  if (userType === 'patient') {
    const { user_id, created_at, updated_at, ...p } = row as PatientRow;
    return p;
  }
  if (userType === 'doctor') {
    const { user_id, created_at, updated_at, consultation_fee_kobo, professional_photo, ...d } = row as DoctorRow;
    return { ...d, consultation_fee: koboToNaira(consultation_fee_kobo), professional_photo: photoUrl(professional_photo) };
  }
  if (userType === 'hospital') {
    const { user_id, created_at, updated_at, verified_at, logo, ...h } = row as HospitalRow;
    return { ...h, logo: photoUrl(logo) };
  }
  return null;
}

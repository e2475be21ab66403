// Narrowing a session's profile to its account type.

import type { DoctorProfile, HospitalProfile, PatientProfile, Session } from '@naijacare/contracts';

export const patientProfileOf = (s: Session): PatientProfile | null => (s.user_type === 'patient' ? (s.profile as PatientProfile | null) : null);
export const doctorProfileOf = (s: Session): DoctorProfile | null => (s.user_type === 'doctor' ? (s.profile as DoctorProfile | null) : null);
export const hospitalProfileOf = (s: Session): HospitalProfile | null => (s.user_type === 'hospital' ? (s.profile as HospitalProfile | null) : null);

// Shapes the API answers with, shared so the web app reads exactly what the server sends.

import type { AccountStatus, UserType, VerificationStatus } from './enums';

export interface User {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  state: string | null;
  user_type: UserType;
  is_superuser: boolean;
  account_status: AccountStatus;
  date_joined: string;
}

export interface PatientProfile {
  id: number;
  date_of_birth: string | null;
  gender: string | null;
  address: string | null;
  emergency_contact: string | null;
  blood_type: string | null;
  allergies: string | null;
  current_medications: string | null;
  medical_conditions: string | null;
  preferred_language: string;
  nin: string | null;
  insurance_provider: string | null;
  insurance_number: string | null;
  next_of_kin_name: string | null;
  next_of_kin_relationship: string | null;
  next_of_kin_phone: string | null;
}

export interface DoctorProfile {
  id: number;
  specialization: string;
  license_number: string;
  years_of_experience: number;
  hospital_affiliation: string | null;
  /** Naira with two decimals, e.g. "12500.00". */
  consultation_fee: string;
  bio: string | null;
  nin: string | null;
  medical_school: string | null;
  residency_program: string | null;
  /** URL of the photo, or null. */
  professional_photo: string | null;
  is_available: boolean;
}

export interface HospitalProfile {
  id: number;
  hospital_name: string;
  address: string | null;
  registration_number: string | null;
  verification_status: VerificationStatus;
}

export type Profile = PatientProfile | DoctorProfile | HospitalProfile | null;

export interface Tokens {
  access: string;
  refresh: string;
}

export interface Session {
  user: User;
  user_type: UserType;
  is_superuser: boolean;
  profile: Profile;
}

export interface AuthResponse extends Session {
  tokens: Tokens;
}

export interface DemoAccounts {
  enabled: boolean;
  password: string | null;
  accounts: { role: UserType; username: string }[];
}

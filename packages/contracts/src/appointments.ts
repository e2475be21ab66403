// Appointments, schedules and slots (DOMAIN.md "Appointments").

export const APPOINTMENT_TYPES = [
  { code: 'video', label: 'Video call' },
  { code: 'audio', label: 'Audio call' },
  { code: 'chat', label: 'Chat' },
  { code: 'in_person', label: 'In person' },
] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number]['code'];

export const APPOINTMENT_STATUSES = [
  { code: 'pending', label: 'Pending' },
  { code: 'scheduled', label: 'Scheduled' },
  { code: 'in_progress', label: 'In progress' },
  { code: 'completed', label: 'Completed' },
  { code: 'cancelled', label: 'Cancelled' },
  { code: 'rejected', label: 'Rejected' },
  { code: 'no_show', label: 'No-show' },
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number]['code'];

/** Statuses that hold the doctor's and the patient's time. */
export const ACTIVE_APPOINTMENT_STATUSES = ['pending', 'scheduled', 'in_progress'] as const satisfies readonly AppointmentStatus[];

export const SCHEDULE_CREATORS = ['patient', 'doctor', 'hospital'] as const;
export type ScheduleCreator = (typeof SCHEDULE_CREATORS)[number];

/** Actions a caller may take on an appointment; the server lists those allowed for each one. */
export const APPOINTMENT_ACTIONS = ['approve', 'reject', 'cancel', 'start_session', 'end_session', 'no_show', 'book_slot'] as const;
export type AppointmentAction = (typeof APPOINTMENT_ACTIONS)[number];

/** A session may start this many minutes before its time. */
export const SESSION_START_LEAD_MINUTES = 15;

/** Days of a weekly schedule: 0 is Monday … 6 is Sunday. */
export const DAYS_OF_WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export const SLOT_MINUTES_MIN = 10;
export const SLOT_MINUTES_MAX = 240;
export const DEFAULT_SLOT_MINUTES = 30;
export const REASON_MAX_LENGTH = 1000;

export interface Appointment {
  id: number;
  patient: number | null;
  patient_name: string | null;
  doctor: number;
  doctor_name: string;
  doctor_specialization: string;
  doctor_photo: string | null;
  hospital: number | null;
  hospital_name: string | null;
  schedule_creator: ScheduleCreator;
  scheduled_at: string;
  ends_at: string;
  duration_minutes: number;
  appointment_type: AppointmentType;
  reason: string | null;
  notes: string | null;
  status: AppointmentStatus;
  /** Naira with two decimals. */
  fee: string;
  cancellation_reason: string | null;
  cancelled_by: number | null;
  rejection_reason: string | null;
  created_at: string;
  updated_at: string;
  /** What the caller may do now. */
  allowed_actions: AppointmentAction[];
}

export interface Slot {
  /** UTC instant. */
  start: string;
  end: string;
  /** Africa/Lagos wall-clock time, "09:30". */
  time: string;
  duration_minutes: number;
}

export interface DoctorSchedule {
  id: number;
  doctor: number;
  day_of_week: number;
  day_name: string;
  start_time: string;
  end_time: string;
  slot_minutes: number;
  is_active: boolean;
}

export interface DoctorListing {
  id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  specialization: string;
  years_of_experience: number;
  hospital_affiliation: string | null;
  hospitals: { id: number; hospital_name: string }[];
  consultation_fee: string;
  bio: string | null;
  professional_photo: string | null;
  is_available: boolean;
  state: string | null;
  /** Only in the date-based listings. */
  available_slots?: Slot[];
  works_on_date?: boolean;
}

export interface DoctorAnalytics {
  by_status: Record<AppointmentStatus, number>;
  this_week: { date: string; day_name: string; appointments: number }[];
  completion_rate: number | null;
  no_show_rate: number | null;
  /** Naira with two decimals: fees of completed consultations. */
  earnings: string;
  completed_count: number;
  upcoming_count: number;
}

export interface PatientSummary {
  id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  phone: string | null;
  state: string | null;
  date_of_birth: string | null;
  gender: string | null;
  blood_type: string | null;
  allergies: string | null;
  current_medications: string | null;
  medical_conditions: string | null;
  preferred_language: string;
  emergency_contact: string | null;
  /** For a doctor: their appointments with this patient. */
  last_appointment_at?: string | null;
  next_appointment_at?: string | null;
  appointment_count?: number;
}

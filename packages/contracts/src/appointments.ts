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
/** How many upcoming appointments (requested or booked) one patient may hold at once: enough for any
 * course of care, too few for one person to take every open slot of a hospital. */
export const PATIENT_UPCOMING_MAX = 10;

export const ACTIVE_APPOINTMENT_STATUSES = ['pending', 'scheduled', 'in_progress'] as const satisfies readonly AppointmentStatus[];

export const SCHEDULE_CREATORS = ['patient', 'doctor', 'hospital'] as const;
export type ScheduleCreator = (typeof SCHEDULE_CREATORS)[number];

/** Actions a caller may take on an appointment; the server lists those allowed for each one. */
/** open_dispute: its patient may open a dispute on it now (disputes' rules: status, window, none open or decided on it). */
export const APPOINTMENT_ACTIONS = ['approve', 'reject', 'cancel', 'start_session', 'end_session', 'no_show', 'book_slot', 'withdraw', 'open_dispute'] as const;
export type AppointmentAction = (typeof APPOINTMENT_ACTIONS)[number];

/** A session may start this many minutes before its time. */
export const SESSION_START_LEAD_MINUTES = 15;

/** Days of a weekly schedule: 0 is Monday … 6 is Sunday. */
export const DAYS_OF_WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export const SLOT_MINUTES_MIN = 10;
export const SLOT_MINUTES_MAX = 240;
export const DEFAULT_SLOT_MINUTES = 30;
export const REASON_MAX_LENGTH = 1000;

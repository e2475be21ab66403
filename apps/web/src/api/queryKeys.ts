// Query keys in one place so invalidation after a change hits the right caches.

export const queryKeys = {
  profile: ['auth', 'profile'] as const,
  demoAccounts: ['auth', 'demo-accounts'] as const,
  adminUsers: (filter: Record<string, string | undefined> = {}) => ['admin', 'users', filter] as const,
  adminUsersAll: ['admin', 'users'] as const,
  // Doctors, schedules, patients and appointments. Every appointment change invalidates
  // appointmentsAll, slotsAll, doctorsAll and the doctor's analytics so lists update at once.
  doctorsAll: ['doctors'] as const,
  doctors: (filter: Record<string, string | boolean | undefined>) => ['doctors', 'list', filter] as const,
  myDoctorProfile: ['doctors', 'me'] as const,
  doctorAnalytics: ['doctors', 'me', 'analytics'] as const,
  slotsAll: ['slots'] as const,
  slots: (doctorId: number, date: string) => ['slots', doctorId, date] as const,
  mySchedule: ['schedule', 'mine'] as const,
  appointmentsAll: ['appointments'] as const,
  appointments: (filter: Record<string, string | undefined>) => ['appointments', 'list', filter] as const,
  openSlots: (hospitalId?: number) => ['appointments', 'open-slots', hospitalId ?? 'any'] as const,
  patientAppointments: (patientId: number) => ['appointments', 'by-patient', patientId] as const,
  patientsAll: ['patients'] as const,
  patients: (search: string) => ['patients', 'list', search] as const,
};

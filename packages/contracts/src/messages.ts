// Every message the server answers with, by a stable code. The English text lives here once;
// an error body carries both ({error, code}), so a client may show its own words for the code
// and fall back to the English. `{name}` marks a value filled in for each answer.

export const SERVER_MESSAGES = {
  // Form rules (spec §5), in validation.ts
  username_required: 'Username is required',
  email_required: 'Email is required',
  password_required: 'Password is required',
  first_name_required: 'First name is required',
  last_name_required: 'Last name is required',
  phone_required: 'Phone number is required',
  specialization_required: 'Specialization is required for doctors',
  license_number_required: 'License number is required for doctors',
  date_of_birth_required: 'Date of birth is required for patients',
  emergency_contact_required: 'Emergency contact is required for patients',
  hospital_name_required: 'Hospital name is required',
  password_not_text: 'Password must be text',
  passwords_mismatch: 'Passwords do not match',
  password_too_short: 'Password must be at least {min} characters long',
  password_too_long: 'Password must be at most {max} characters long',
  user_type_invalid: 'User type must be patient or doctor',
  field_not_text: '{label} must be text',
  field_too_long: '{label} must be at most {max} characters',
  username_invalid: 'Username may contain only letters, digits and . + - _ (at most 150 characters)',
  email_invalid: 'Enter a valid email address',
  phone_invalid: 'Enter a valid phone number, for example +234-801-234-5678',
  next_of_kin_phone_invalid: 'Enter a valid next of kin phone number, for example +234-801-234-5678',
  state_invalid: 'Choose a Nigerian state from the list',
  date_of_birth_invalid: 'Date of birth must be a date (YYYY-MM-DD)',
  date_of_birth_not_past: 'Date of birth must be in the past',
  gender_invalid: 'Choose a gender from the list',
  blood_type_invalid: 'Choose a blood type from the list',
  preferred_language_invalid: 'Choose a language from the list',
  specialization_invalid: 'Choose a specialization from the list',
  nin_too_long: 'NIN must be at most {max} characters',
  nin_not_digits: 'NIN must contain digits only',
  years_of_experience_invalid: 'Years of experience must be a whole number from {min} to {max}',
  years_of_experience_empty: 'Years of experience cannot be empty: enter a whole number from {min} to {max}',
  preferred_language_empty: 'Preferred language cannot be empty: choose a language from the list',
  consultation_fee_invalid: 'Consultation fee must be 0 or more, with at most two decimals',
  consultation_fee_too_high: 'Consultation fee must be at most 10000000.00',
  current_password_required: 'Current password is required',
  new_password_required: 'New password is required',
  new_password_unchanged: 'The new password must differ from the current one',

  // Sign-in, sessions, permissions
  authentication_required: 'Authentication required',
  please_sign_in: 'Please sign in.',
  token_invalid: 'Invalid or expired token',
  session_expired: 'Your session has expired. Please sign in again.',
  permission_denied: 'You do not have permission to do this',
  invalid_credentials: 'Invalid username or password',
  invalid_credentials_hint: 'Login failed. Please check your credentials.',
  refresh_token_required: 'Refresh token is required',
  refresh_token_invalid: 'Invalid refresh token',
  session_ended: 'Your session has ended. Please sign in again.',
  current_password_incorrect: 'Current password is incorrect',
  account_inactive: 'Account Inactive',
  account_inactive_hint: 'Your account has been deactivated. Please contact support.',
  account_rejected: 'Account Rejected',
  account_rejected_hint: 'Your registration has been rejected. Please contact support for more information.',
  account_pending: 'Account Pending Approval',
  account_pending_doctor_hint:
    'Your doctor account is under review. Verification typically takes 1-3 business days. You will be notified via email once approved.',
  account_pending_hospital_hint: 'Your hospital registration is under review. You will be notified via email once approved.',

  // Accounts and admin
  username_taken: 'A user with that username already exists.',
  email_taken: 'A user with that email address already exists.',
  photo_doctors_only: 'Only doctors have a professional photo',
  user_not_found: 'User not found',
  approval_not_needed: 'Only doctor and hospital accounts need approval; this is a {user_type} account.',
  account_status_conflict: 'Cannot {action} an account that is {status}.',
  cannot_deactivate_self: 'You cannot deactivate your own account.',

  // Doctors and their photos
  doctor_not_found: 'Doctor not found',
  hospital_not_found: 'Hospital not found',
  profile_not_own: 'You can change only your own profile',
  analytics_doctors_only: 'Only doctors have schedule analytics',
  doctor_profile_doctors_only: 'Only doctors have a doctor profile',
  photo_multipart_required: 'Send the photo as multipart/form-data in the field professional_photo',
  photo_required: 'The professional photo is required',
  photo_type_invalid: 'The professional photo must be a JPEG, PNG, WebP or GIF image',
  photo_not_found: 'Photo not found',

  // Schedules
  day_of_week_invalid: 'Day of week must be 0 (Monday) to 6 (Sunday)',
  start_time_invalid: 'Start time must be a time like 09:00',
  end_time_invalid: 'End time must be a time like 17:00',
  slot_minutes_invalid: 'Slot length must be {min} to {max} minutes',
  end_not_after_start: 'End time must be after start time',
  interval_too_short: 'The interval must be at least one slot long',
  schedule_not_found: 'Schedule interval not found',
  schedule_not_own: 'You can change only your own schedule',
  schedule_doctor_only: 'Only the doctor can change a schedule',
  schedule_overlap: 'This interval overlaps your {day} {start}–{end} interval',
  schedule_see_own_only: 'You can see only your own schedule',
  schedule_doctors_only: 'Only doctors keep a schedule',
  doctor_not_affiliated: 'This doctor is not affiliated with your hospital',
  date_invalid: 'Date must be a date like 2026-11-23',
  slot_date_invalid: 'date must be a date like 2026-11-23, from {from} to {to}',

  // Patients
  patient_not_found: 'Patient not found',
  patients_by_access_code: 'Hospitals see the patients who granted them access with an access code',
  patient_profile_patients_only: 'Only patients have a patient profile',

  // Appointments
  appointment_not_found: 'Appointment not found',
  booking_roles_only: 'Only patients book appointments and only hospitals publish open slots',
  book_slot_patients_only: 'Only patients can book a slot',
  doctor_required: 'Doctor is required',
  scheduled_at_invalid: 'Scheduled time must be a date and time like 2026-11-23T09:00:00+01:00',
  booking_too_far_ahead: 'Appointments can be booked at most two years ahead',
  appointment_type_invalid: 'Appointment type must be one of video, audio, chat, in_person',
  cancellation_reason_required: 'Cancellation reason is required',
  rejection_reason_required: 'Rejection reason is required',
  duration_invalid: 'Duration must be {min} to {max} minutes',
  open_slot_in_past: 'An open slot must be in the future',
  doctor_not_accepting: 'Dr. {first_name} {last_name} is not accepting appointments right now',
  not_a_free_slot: 'This time is not one of the doctor’s free slots. Choose a free slot.',
  slot_taken: 'This slot is no longer available',
  patient_busy: 'You already have an appointment at this time',
  doctor_busy: 'The doctor already has an appointment at this time',
  edit_pending_only: 'Only a pending request can be changed; cancel it instead',
  edit_forbidden: 'You cannot edit this appointment',
  appointment_changed: 'This appointment changed in the meantime; reload it and try again.',
  delete_forbidden: 'You cannot delete this appointment; cancel it instead',
  delete_open_slot_only: 'Only an unbooked open slot can be deleted; this appointment is {status}. Cancel it instead.',
  approve_doctor_only: 'Only the doctor can approve this appointment',
  reject_doctor_only: 'Only the doctor can reject this appointment',
  cancel_forbidden: 'You cannot cancel this appointment',
  start_doctor_only: 'Only the doctor can start the session',
  end_doctor_only: 'Only the doctor can end the session',
  no_show_doctor_only: 'Only the doctor can mark a no-show',
  appointment_status_conflict: 'Cannot {verb} an appointment that is {status}.',
  session_too_early: 'The session can start from {minutes} minutes before its time ({time} Lagos time)',
  no_patient_yet: 'No patient has booked this slot yet',
  no_show_too_early: 'A no-show can be recorded only after the start time has passed',
  status_invalid: 'Status must be one of scheduled, rejected, cancelled, in_progress, completed, no_show',
  status_change_conflict: 'Cannot change an appointment that is {from} to {to}.',

  // Hospital portal
  hospital_not_own: 'You can manage only your own hospital',
  hospital_profile_invalid: '{field}: {problem}',
  logo_type_invalid: 'The logo must be a JPEG, PNG, WebP or GIF image',
  service_name_taken: 'Your hospital already lists a service named "{name}"',
  service_not_found: 'Service not found',
  service_not_own: 'You can change only your own hospital’s services',
  services_hospital_required: 'Say whose services: ?hospital=<id>',
  hospital_portal_hospitals_only: 'Only hospitals and admins see a hospital’s figures',

  // Notifications
  notification_not_found: 'Notification not found',

  // The HTTP layer
  not_found: 'Not found',
  no_such_endpoint: 'No such endpoint: {method} {url}',
  /** A body or query of the wrong type; the answer's `error` names the field and what was wrong. */
  validation_failed: 'Invalid request',
  invalid_id: '{label} must be a positive whole number',
  rate_limited: 'Too many requests',
  rate_limited_hint: 'Too many {what}. Try again in {seconds} {unit}.',
  malformed_json: 'Malformed JSON body',
  empty_json: 'Empty JSON body',
  body_too_large: 'Request body too large',
  unsupported_content_type: 'Unsupported content type',
  json_only_hint: 'This endpoint takes a JSON body.',
  invalid_content_length: 'Invalid content length',
  multipart_expected: 'Expected multipart/form-data',
  file_too_large: 'File too large',
  too_many_files: 'Too many files',
  too_many_fields: 'Too many fields',
  too_many_parts: 'Too many parts',
  malformed_request: 'Malformed request',
  malformed_url: 'Malformed URL',
  url_too_long: 'URL too long',
  headers_too_large: 'Request headers too large',
  request_timeout: 'Request timed out',
  unexpected_file_field: 'Unexpected file field "{field}"',
  malformed_multipart: 'Malformed multipart body',
  nul_byte: '{field}: must not contain a NUL byte',
  database_unavailable: 'Database unavailable',
  internal_error: 'Internal server error',
} as const;

export type MessageCode = keyof typeof SERVER_MESSAGES;
export type MessageParams = Record<string, string | number>;

export const isMessageCode = (code: unknown): code is MessageCode => typeof code === 'string' && Object.hasOwn(SERVER_MESSAGES, code);

/** Fills a template's `{name}` places from params; a place with no value is left as written. */
export function fillTemplate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (place, name: string) => (name in params ? String(params[name]) : place));
}

/** The English text of a code. */
export const serverMessage = (code: MessageCode, params?: MessageParams): string => fillTemplate(SERVER_MESSAGES[code], params);

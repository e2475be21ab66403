// Business constants and limits (spec §9). Both the web app and the server read them from here.

export const NOTIFICATION_POLL_MS = 120_000;
export const TOAST_MAX = 3;
export const TOAST_DURATION_MS = 3_000;
export const TOAST_ERROR_DURATION_MS = 5_000;
export const ONLINE_BANNER_MS = 3_000;
export const DOCTOR_REGISTRATION_REDIRECT_MS = 5_000;
export const PASSWORD_MIN_LENGTH = 8;
/** The KDF's input is bounded so a megabyte "password" cannot be used to burn CPU. */
export const PASSWORD_MAX_LENGTH = 128;
export const NIN_MAX_LENGTH = 11;
export const YEARS_OF_EXPERIENCE_MIN = 0;
export const YEARS_OF_EXPERIENCE_MAX = 50;
export const NOTIFICATION_BADGE_CAP = 9;
export const RELATIVE_TIME_DAYS = 7;
export const UPDATE_CHECK_MS = 3_600_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const HOSPITAL_REVOKE_NOTIFIES_PATIENT = true;

export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userData: 'userData',
} as const;

/** The phone placeholder in the +234 form with dashes. */
export const PHONE_PLACEHOLDER = '+234-801-234-5678';

/** Largest professional photo accepted, in bytes. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

// The one shape of every failure the API answers with.

import { z } from 'zod';

export const apiErrorSchema = z.object({
  /** The English text of `code` (SERVER_MESSAGES), filled in for this answer. */
  error: z.string(),
  /** Stable, lowercase snake_case: a key of SERVER_MESSAGES. */
  code: z.string(),
  message: z.string().optional(),
  /** The code of `message` when it is a catalogue text too (a sign-in refusal's hint). */
  message_code: z.string().optional(),
  details: z.record(z.string(), z.unknown()).optional(),
  /** Sign-in 403 only: which account status refused it. */
  status: z.string().optional(),
  /** Sign-in 403 of a hospital only. */
  hospital_name: z.string().optional(),
  /** Sign-in 403 of a deactivated account only (after the right password): the reason the admin gave, or null. */
  reason: z.string().nullable().optional(),
});

/** Every failure: a short title (`error`), its code, an optional longer message, optional details. */
export interface ApiError {
  error: string;
  code: string;
  message?: string;
  message_code?: string;
  details?: Record<string, unknown>;
  /** Login 403 only. */
  status?: 'pending' | 'rejected' | 'inactive';
  hospital_name?: string;
  /** Login 403 of a deactivated account: the admin's reason, or null. */
  reason?: string | null;
}

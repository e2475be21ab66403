// The text fields of the recording forms (multipart, so every value arrives as a string), checked
// like a JSON body would be: a refusal names the field and the rule's code.

import {
  isMessageCode,
  type MessageCode,
  type MessageParams,
  RECORDING_DURATION_MAX_SECONDS,
  recordingChunkFields,
  recordingStartFields,
} from '@naijacare/contracts';
import type { z } from 'zod';
import { badRequest } from '../../http/errors';

/** A field left out breaks no rule of its own (it is missing, not wrong): it is refused with its rule's code. */
const FIELD_CODES: Record<string, MessageCode> = {
  call: 'invalid_id',
  consent: 'recording_consent_required',
  sequence: 'recording_sequence_invalid',
  duration_seconds: 'recording_duration_invalid',
};

function parse<T extends z.ZodType>(schema: T, raw: Record<string, string>): z.infer<T> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = String(issue.path[0] ?? '');
  const given = (issue as { params?: { code?: unknown } }).params?.code;
  const code = isMessageCode(given) ? given : (FIELD_CODES[field] ?? 'validation_failed');
  const params: MessageParams = code === 'invalid_id' ? { label: field } : { max: RECORDING_DURATION_MAX_SECONDS };
  throw badRequest(code, field, params);
}

export const startFields = (raw: Record<string, string>) => parse(recordingStartFields, raw);
export const chunkFields = (raw: Record<string, string>) => parse(recordingChunkFields, raw);

/** The call field alone, read before the rest of the starting form. */
export const callField = (raw: string) => parse(recordingStartFields.pick({ call: true }), { call: raw }).call;

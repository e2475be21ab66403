// The free text of a request (the doctor's message) and of a decision (its reason).

import { AFFILIATION_TEXT_MAX } from '@naijacare/contracts';
import { badRequest } from '../../../http/errors';

/** Trimmed text, null when empty; `required` refuses an empty one. */
export function affiliationText(value: string | null | undefined, field: 'message' | 'reason', label: string, required = false): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) {
    if (required) throw badRequest('affiliation_reason_required', field);
    return null;
  }
  if (text.length > AFFILIATION_TEXT_MAX) throw badRequest('field_too_long', field, { label, max: AFFILIATION_TEXT_MAX });
  return text;
}

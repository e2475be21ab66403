// Fields whose input controls could quietly change what was typed (a number clamped, a sign
// dropped): they now keep the text as typed, and the contracts' own rule says what is wrong
// as soon as the person leaves the field, with the same words the server would use.

import { FIELD_CHECKS, isBlank, serverMessage } from '@naijacare/contracts';

export const CHECKED_ON_BLUR = ['years_of_experience', 'consultation_fee', 'nin'];

/**
 * Typed text the contracts would read as a number although it is not written as one: "1e1" or
 * "0x10" are 10 and 16 to Number(). Checked as NaN, so the contracts' own message refuses them.
 */
const DIGITS = /^\s*\d+\s*$/;
const WHOLE_NUMBER_FIELDS = new Set(['years_of_experience']);

/** The contracts' message for a filled-in value it refuses, else null. Blank is left to the required-field checks. */
export function fieldProblem(field: string, value: unknown): string | null {
  const check = FIELD_CHECKS[field];
  if (!check || isBlank(value)) return null;
  const asTyped = WHOLE_NUMBER_FIELDS.has(field) && typeof value === 'string' && !DIGITS.test(value) ? Number.NaN : value;
  const result = check(asTyped);
  return 'error' in result ? serverMessage(result.error, result.params) : null;
}

/** Mantine form options: each field in CHECKED_ON_BLUR validated on blur (and on submit) by its contract rule. */
export const blurChecks = {
  validate: Object.fromEntries(CHECKED_ON_BLUR.map((field) => [field, (value: unknown) => fieldProblem(field, value)])),
  validateInputOnBlur: CHECKED_ON_BLUR,
};

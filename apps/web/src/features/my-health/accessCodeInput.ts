// What a patient typed as a hospital's access code, checked before it is sent: a code that cannot
// be right is refused here, so it does not spend one of the limited attempts.

import { ACCESS_CODE_ALPHABET, ACCESS_CODE_LENGTH, normalizeAccessCode } from '@naijacare/contracts';

export type AccessCodeInput = { ok: true; code: string } | { ok: false; code: string };

/** The code as the server reads it (spaces and hyphens dropped, upper case), and whether it can be one. */
export function checkAccessCode(typed: string): AccessCodeInput {
  const code = normalizeAccessCode(typed);
  const ok = code.length === ACCESS_CODE_LENGTH && [...code].every((c) => ACCESS_CODE_ALPHABET.includes(c));
  return { ok, code };
}

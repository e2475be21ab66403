// The text of an access code: random characters a person can read aloud and type, and the
// hash the database keeps instead of the code, so the list of codes never reveals one.

import { createHash, randomInt } from 'node:crypto';
import { ACCESS_CODE_ALPHABET, ACCESS_CODE_LENGTH } from '@naijacare/contracts';

/** How many of the last characters are kept, so a hospital can tell its codes apart. */
const HINT_LENGTH = 3;

/** A new code from the operating system's CSPRNG (randomInt draws without modulo bias). */
export function newAccessCode(): string {
  let code = '';
  for (let i = 0; i < ACCESS_CODE_LENGTH; i++) code += ACCESS_CODE_ALPHABET[randomInt(ACCESS_CODE_ALPHABET.length)];
  return code;
}

export const hashAccessCode = (code: string): string => createHash('sha256').update(code).digest('hex');

export const hintOf = (code: string): string => code.slice(-HINT_LENGTH);

/** Whether a normalised code could be one of ours at all (length and alphabet). */
export const looksLikeAccessCode = (code: string): boolean => code.length === ACCESS_CODE_LENGTH && [...code].every((ch) => ACCESS_CODE_ALPHABET.includes(ch));

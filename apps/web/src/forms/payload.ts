// Turning form values into request bodies.

import { isBlank } from '@naijacare/contracts';

export type FormValue = string | number | null | undefined;

/**
 * Passwords are sent exactly as typed: a space at either end is part of the password,
 * and trimming it at registration but not at sign-in would lock the person out.
 */
const PASSWORD_FIELDS: ReadonlySet<string> = new Set(['password', 'password_confirm', 'old_password', 'new_password', 'new_password_confirm']);

export const isPasswordField = (field: string): boolean => PASSWORD_FIELDS.has(field);

/** A text value as sent: trimmed, except passwords. */
function sentValue(field: string, value: string | number): string | number {
  return typeof value === 'string' && !isPasswordField(field) ? value.trim() : value;
}

/**
 * Only the fields named, with empty optional fields left out (spec §5), except the
 * `alwaysSent` ones, which go as "" when empty (e.g. password_confirm, so an empty
 * confirmation is reported as "Passwords do not match" rather than skipped).
 */
export function compactPayload<V extends Partial<Record<string, FormValue>>>(
  values: V,
  fields: readonly (keyof V & string)[],
  alwaysSent: readonly (keyof V & string)[] = [],
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const field of fields) {
    const value = values[field];
    if (isBlank(value) || value === null || value === undefined) {
      if (alwaysSent.includes(field)) out[field] = typeof value === 'string' ? value : '';
      continue;
    }
    out[field] = sentValue(field, value);
  }
  return out;
}

/**
 * The fields named, with empty ones sent as "" so the server clears them
 * (profile updates), except `keepIfBlank` fields, which are left out instead.
 */
export function updatePayload<V extends Partial<Record<string, FormValue>>>(
  values: V,
  fields: readonly (keyof V & string)[],
  keepIfBlank: readonly (keyof V & string)[] = [],
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const field of fields) {
    const value = values[field];
    const blank = value === null || value === undefined || isBlank(value);
    if (blank && keepIfBlank.includes(field)) continue;
    out[field] = blank ? '' : sentValue(field, value as string | number);
  }
  return out;
}

/** A naira amount from a number input as the API expects it: "12500.00". */
export function nairaField(value: FormValue): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n.toFixed(2) : String(value);
}

/** A multipart body with the same fields, plus the file when there is one. */
export function toFormData(payload: Record<string, string | number>, files: Record<string, File | null | undefined> = {}): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(payload)) data.append(key, String(value));
  for (const [key, file] of Object.entries(files)) if (file) data.append(key, file);
  return data;
}

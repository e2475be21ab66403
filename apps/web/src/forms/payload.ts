// Turning form values into request bodies.

import { isBlank } from '@naijacare/contracts';

export type FormValue = string | number | null | undefined;

/** Only the fields named, with empty optional fields left out (spec §5). */
export function compactPayload(values: Record<string, FormValue>, fields: readonly string[]): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const field of fields) {
    const value = values[field];
    if (isBlank(value) || value === null || value === undefined) continue;
    out[field] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

/**
 * The fields named, with empty ones sent as "" so the server clears them
 * (profile updates), except `keepIfBlank` fields, which are left out instead.
 */
export function updatePayload(
  values: Record<string, FormValue>,
  fields: readonly string[],
  keepIfBlank: readonly string[] = [],
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const field of fields) {
    const value = values[field];
    const blank = value === null || value === undefined || isBlank(value);
    if (blank && keepIfBlank.includes(field)) continue;
    out[field] = blank ? '' : typeof value === 'string' ? value.trim() : (value as number);
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

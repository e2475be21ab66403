// The hospital profile form's values as text, checked with the same schema the server uses.

import { FACILITY_TYPES, type HospitalDetail, type HospitalProfileUpdate, hospitalProfileUpdateBody } from '@naijacare/contracts';

export const DRAFT_FIELDS = [
  'hospital_name',
  'registration_number',
  'facility_type',
  'bed_count',
  'address',
  'state',
  'phone',
  'email',
  'website',
  'description',
] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];
export type ProfileDraft = Record<DraftField, string>;

export const facilityTypes = FACILITY_TYPES;

export function draftOf(profile: HospitalDetail): ProfileDraft {
  return Object.fromEntries(DRAFT_FIELDS.map((f) => [f, profile[f] === null || profile[f] === undefined ? '' : String(profile[f])])) as ProfileDraft;
}

export type Checked = { ok: true; changes: HospitalProfileUpdate } | { ok: false; errors: Partial<Record<DraftField, string>> };

/** The schema's answer: the changes to send, or the first problem of each field. */
export function checkDraft(draft: ProfileDraft): Checked {
  const parsed = hospitalProfileUpdateBody.safeParse(draft);
  if (parsed.success) return { ok: true, changes: parsed.data };
  const errors: Partial<Record<DraftField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as DraftField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

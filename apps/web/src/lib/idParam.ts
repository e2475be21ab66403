// Ids in addresses (/my-patients/12/records/34, ?appointment=56): a page reads them with this
// and shows its not-found state for anything else.

/** A positive whole number from a path or query parameter, else null. */
export function idParam(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

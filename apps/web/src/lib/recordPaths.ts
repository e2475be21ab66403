// The addresses of the doctor's record pages, under the patient they belong to.

export const patientRecordsPath = (patientId: number) => `/my-patients/${patientId}/records`;
export const recordPath = (patientId: number, recordId: number) => `${patientRecordsPath(patientId)}/${recordId}`;
export const editRecordPath = (patientId: number, recordId: number) => `${recordPath(patientId, recordId)}/edit`;

export interface NewRecordOptions {
  appointment?: number;
  type?: 'prescription';
  /** The record a correction amends. */
  amends?: number;
  /** The prescription a new one replaces. */
  replaces?: number;
}

export function newRecordPath(patientId: number, options: NewRecordOptions = {}): string {
  const search = new URLSearchParams();
  if (options.appointment) search.set('appointment', String(options.appointment));
  if (options.type) search.set('type', options.type);
  if (options.amends) search.set('amends', String(options.amends));
  if (options.replaces) search.set('replaces', String(options.replaces));
  const text = search.toString();
  return `${patientRecordsPath(patientId)}/new${text ? `?${text}` : ''}`;
}

// A record amended by a later one is superseded: it stays in the history, as the record is never
// silently rewritten, but whoever reads it is pointed to the correction.

import type { MedicalRecord } from '@naijacare/contracts';

export const isSuperseded = (record: Pick<MedicalRecord, 'amended_by'>): boolean => record.amended_by.length > 0;

// Medical records: the façade over writing (writing.ts), the author's changes (changes.ts)
// and reading (reading.ts). This module owns medical_records and medical_record_attachments;
// every read and change of a record is written to the audit trail.

import { changeUseCases } from './changes';
import { prescribingUseCases } from './prescribing';
import { readingUseCases } from './reading';
import { type RecordDeps, writingUseCases } from './writing';

export function recordsService(deps: RecordDeps) {
  return {
    ...writingUseCases(deps),
    ...changeUseCases(deps),
    ...readingUseCases(deps),
    ...prescribingUseCases(deps),
  };
}

export type RecordsService = ReturnType<typeof recordsService>;

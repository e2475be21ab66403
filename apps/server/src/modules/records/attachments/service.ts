// Medical-record attachments: the façade over uploading (upload.ts), reading and downloading
// (reading.ts) and removing (removal.ts). The rows live in the records module's
// medical_record_attachments; the files in private storage through the FileStore.

import type { RateRule } from '../../../config';
import type { Db } from '../../../db/client';
import type { CounterStore } from '../../../http/counters';
import type { FileStore } from '../../../storage/files';
import type { AuditService } from '../../audit/service';
import { readingUseCases } from './reading';
import { removalUseCases } from './removal';
import { uploadUseCases } from './upload';

export interface AttachmentDeps {
  db: Db;
  audit: AuditService;
  files: FileStore;
  /** Uploads are counted per person (RATE_UPLOADS_*) before their body is read. */
  counters: CounterStore;
  uploadLimit: RateRule;
}

export function attachmentsService(deps: AttachmentDeps) {
  return {
    ...uploadUseCases(deps),
    ...readingUseCases(deps),
    ...removalUseCases(deps),
  };
}

export type AttachmentsService = ReturnType<typeof attachmentsService>;

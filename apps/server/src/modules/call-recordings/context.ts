// What the recordings use cases are built from: the database, the calls they belong to (read
// through the calls service), the audit trail, private file storage, the realtime hub that tells
// both screens, the size limit, and the clock.

import type { Db } from '../../db/client';
import type { Hub } from '../../realtime/hub';
import { appointmentTopic } from '../../realtime/socket';
import type { FileStore } from '../../storage/files';
import type { Caller } from '../accounts/caller';
import type { AuditService } from '../audit/service';
import type { CallsService } from '../calls/service';
import { type RecordingRow, serializeRecording } from './rows';

export interface RecordingsDeps {
  db: Db;
  calls: Pick<CallsService, 'recordingTerms' | 'lockedRecordingTerms'>;
  audit: Pick<AuditService, 'record'>;
  files: FileStore;
  hub: Hub;
  /** RECORDING_MAX_BYTES: one recording, all its pieces together. */
  maxBytes: number;
  /** RECORDING_CALL_MAX_BYTES: all of one call's recordings together. */
  callMaxBytes: number;
  now?: () => Date;
}

export type RecordingsContext = Required<RecordingsDeps>;

/** Tells both parties' open screens, once the change has committed (without allowed_actions, which differ). */
export async function announceRecording(hub: Hub, op: 'created' | 'ready' | 'deleted', row: RecordingRow, c: Caller): Promise<void> {
  const { allowed_actions: _mine, ...recording } = serializeRecording(row, c);
  await hub.publish(appointmentTopic(row.appointment_id), { type: 'call_recording', op, recording });
}

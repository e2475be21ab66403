// Call recordings (spec §7 "Call recordings"): the façade over starting one (starting.ts), its
// pieces (pieces.ts), closing and deleting it (closing.ts) and reading it (reading.ts). Only the
// call's doctor records, only with both parties' consent; the two parties and admins read.

import type { CallRecording, MarkRecordingReadyInput, Paginated } from '@naijacare/contracts';
import type { AuditWho } from '../../http/audit-who';
import type { Caller } from '../accounts/caller';
import { closingUseCases } from './closing';
import type { RecordingsContext, RecordingsDeps } from './context';
import { pieceUseCases } from './pieces';
import { readingUseCases } from './reading';
import { type RecordingRow, serializeRecording } from './rows';
import { type StagedRecording, startingUseCases } from './starting';

export type { RecordingsDeps } from './context';

export function callRecordingsService({ now = () => new Date(), ...deps }: RecordingsDeps) {
  const ctx: RecordingsContext = { ...deps, now };
  const starting = startingUseCases(ctx);
  const pieces = pieceUseCases(ctx);
  const closing = closingUseCases(ctx);
  const reading = readingUseCases(ctx);
  const answer = (c: Caller) => (row: RecordingRow) => serializeRecording(row, c);

  return {
    stager: starting.stager,
    maxBytes: deps.maxBytes,
    /** Before a starting form's file is taken: the caller may record the call its `call` field names. */
    admitStart: (c: Caller, rawCall: string): Promise<void> => starting.admit(c, rawCall),
    /** Before a piece's body is read: the caller may send this recording a piece. */
    admitPiece: (c: Caller, id: number): Promise<void> => pieces.admit(c, id),
    create: async (who: AuditWho, fields: Record<string, string>, staged: StagedRecording | undefined): Promise<CallRecording> =>
      answer(who.caller)(await starting.create(who, fields, staged)),
    async append(c: Caller, id: number, sequence: number, bytes: Buffer): Promise<{ recording: CallRecording; appended: boolean }> {
      const { row, appended } = await pieces.append(c, id, sequence, bytes);
      return { recording: serializeRecording(row, c), appended };
    },
    markReady: async (c: Caller, id: number, input: MarkRecordingReadyInput): Promise<CallRecording> => answer(c)(await closing.markReady(c, id, input)),
    remove: (who: AuditWho, id: number): Promise<void> => closing.remove(who, id),
    get: async (c: Caller, id: number): Promise<CallRecording> => answer(c)(await reading.get(c, id)),
    async list(c: Caller, page: number, pageSize: number): Promise<Paginated<CallRecording>> {
      const found = await reading.list(c, page, pageSize);
      return { ...found, results: found.results.map(answer(c)) };
    },
    byCall: async (c: Caller, callId: number): Promise<CallRecording[]> => (await reading.byCall(c, callId)).map(answer(c)),
    download: reading.download,
  };
}

export type CallRecordingsService = ReturnType<typeof callRecordingsService>;

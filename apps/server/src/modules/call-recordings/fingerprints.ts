// Each stored piece's fingerprint (size and SHA-256), kept in the transaction that stores it. A
// piece sent again under a number already stored is a retry only if its bytes are the same;
// other bytes would otherwise be acknowledged and silently dropped while the app believes them
// stored, so they are refused (409) with the sequence. A stored piece without a fingerprint
// cannot be compared, and is refused the same way.

import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conflict } from '../../http/errors';
import { callRecordingPieces } from './schema';

export interface Fingerprint {
  size: number;
  sha256: string;
}

export const fingerprintOf = (bytes: Buffer): Fingerprint => ({ size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });

export async function keepFingerprint(tx: DbOrTx, recordingId: number, sequence: number, f: Fingerprint): Promise<void> {
  await tx.insert(callRecordingPieces).values({ recording_id: recordingId, sequence, size_bytes: f.size, sha256: f.sha256 });
}

/** Refuses (409 recording_chunk_mismatch) bytes that are not those stored under this sequence. */
export async function assertSamePiece(tx: DbOrTx, recordingId: number, sequence: number, f: Fingerprint): Promise<void> {
  const [stored] = await tx
    .select()
    .from(callRecordingPieces)
    .where(and(eq(callRecordingPieces.recording_id, recordingId), eq(callRecordingPieces.sequence, sequence)));
  if (!stored || stored.size_bytes !== f.size || stored.sha256 !== f.sha256) throw conflict('recording_chunk_mismatch', { sequence }, { sequence });
}

// A withdrawal of consent is final for the recordings of the call open at that moment: marked in
// the consent change's own transaction (this module reacts to the calls module's
// `call.consent_withdrawn` inside it), they take no more pieces even once both parties consent
// again, so nothing recorded after a withdrawal is ever stitched onto what was recorded before it.
// They may still be closed; a new recording may start. In the same transaction, not after it:
// until they are marked, consent given again would let them take pieces, and the one recording
// open per call they still count as would refuse the new one.

import { and, eq, isNull } from 'drizzle-orm';
import type { InTransaction } from '../../events/bus';
import { callRecordings } from './schema';

export const stopOnWithdrawal: InTransaction<'call.consent_withdrawn'> = async ({ callId, at }, tx) => {
  await tx
    .update(callRecordings)
    .set({ consent_withdrawn_at: at, updated_at: at })
    .where(and(eq(callRecordings.call_id, callId), eq(callRecordings.status, 'recording'), isNull(callRecordings.consent_withdrawn_at)));
};

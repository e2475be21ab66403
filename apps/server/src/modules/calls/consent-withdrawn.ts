// What else a withdrawal of recording consent ends, in the consent change's own transaction: the
// recordings of the call open at that moment take nothing more, even once consent is given again
// (a new recording is started for that). Recordings belong to the call-recordings module, which
// depends on this one (it reads a call's recording terms), so this module cannot call it: that
// module registers here, when it is built, how to close them to new pieces.

import type { Tx } from '../../db/client';

export type ConsentWithdrawn = (tx: Tx, callId: number, at: Date) => Promise<void>;

/** The registration point: until the recordings module registers, a call has no recordings to stop. */
export function consentWithdrawnHook() {
  let handler: ConsentWithdrawn | null = null;
  return {
    register(h: ConsentWithdrawn) {
      handler = h;
    },
    run: async (tx: Tx, callId: number, at: Date) => handler?.(tx, callId, at),
  };
}

export type ConsentWithdrawnHook = ReturnType<typeof consentWithdrawnHook>;

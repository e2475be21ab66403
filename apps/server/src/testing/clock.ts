// A clock a test server moves forward: with TEST_CLOCK=adjustable (config.ts refuses it in
// production) earnings mature by it, so a test sees an earning become available without waiting
// out the dispute window (clock-routes.ts moves it). Only maturity reads it: nothing else jumps
// ahead. Like the system's clock, it reads the demo seed's replayed past while the seed runs.

import type { Clock } from '../modules/wallet/clock';
import { replayedOrNow } from '../modules/wallet/replay';

export interface AdjustableClock extends Clock {
  /** Moves the clock forward by this many milliseconds (never back). */
  advance(ms: number): Date;
  /** Back to the system's time: a test that moved the clock leaves it as it found it. */
  reset(): Date;
}

export function adjustableClock(): AdjustableClock {
  let offset = 0;
  return {
    now: () => new Date(replayedOrNow() + offset),
    advance(ms) {
      offset += Math.max(0, ms);
      return new Date(replayedOrNow() + offset);
    },
    reset() {
      offset = 0;
      return new Date();
    },
  };
}

// The clock earnings mature by. In production it is the system's; outside it, TEST_CLOCK=adjustable
// lets a test move it forward (POST /api/testing/clock/) to see an earning become available
// without waiting out the dispute window. Only maturity reads it: nothing else jumps ahead. Both
// read the demo seed's replayed past while it runs (replay.ts).

import { replayedOrNow } from './replay';

export interface Clock {
  now(): Date;
}

export interface AdjustableClock extends Clock {
  /** Moves the clock forward by this many milliseconds (never back). */
  advance(ms: number): Date;
  /** Back to the system's time: a test that moved the clock leaves it as it found it. */
  reset(): Date;
}

export const systemClock: Clock = { now: () => new Date(replayedOrNow()) };

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

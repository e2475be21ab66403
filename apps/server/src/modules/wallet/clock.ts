// The clock earnings mature by: the system's, reading the demo seed's replayed past while it runs
// (replay.ts). A test server (TEST_CLOCK=adjustable) gives maturity one it moves forward instead
// (testing/clock.ts).

import { replayedOrNow } from './replay';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date(replayedOrNow()) };

// Money moves as it happens, so the ledger dates each posting now and earnings mature by the
// clock's now. The demo seed alone replays a past (seed/demo-*.ts): what it runs inside
// `asOf(date, work)` — a top-up, a fee, a withdrawal, a dispute's refund — is posted dated `date`,
// and the earnings clock reads `date`, so a fresh demo's wallets show their history over the days
// before it was seeded, each movement when it would have happened, through the same code paths as
// a live one. Nothing a request runs is inside it: no route calls `asOf`.

import { AsyncLocalStorage } from 'node:async_hooks';

const replayed = new AsyncLocalStorage<Date>();

/** Runs `work` as of `date`: its postings are dated then, and maturity reads that time. */
export const asOf = <T>(date: Date, work: () => Promise<T>): Promise<T> => replayed.run(date, work);

/** The date of the past being replayed, or undefined: now. */
export const replayedDate = (): Date | undefined => replayed.getStore();

/** Milliseconds of now, or of the past being replayed. */
export const replayedOrNow = (): number => replayed.getStore()?.getTime() ?? Date.now();

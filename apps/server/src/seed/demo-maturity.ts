// The demo's doctors' earnings released as the running server would have released them: each when
// its dispute window ended (the sweep runs every minute), as of that time (wallet/replay.ts), so
// their wallets' histories show each "Earning available" on its own day rather than all at the
// moment the demo was seeded. One held by an open dispute waits, as it would have.

import { and, eq, isNull, lte, min } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notificationsService } from '../modules/notifications/service';
import { systemClock } from '../modules/wallet/clock';
import { earningsMaturity } from '../modules/wallet/earnings';
import { asOf } from '../modules/wallet/replay';
import { earnings } from '../modules/wallet/schema';

/** Releases every earning due by `until`, each as of the time it fell due. */
export async function releaseEarningsDueBy(db: Db, until: Date): Promise<void> {
  const maturity = earningsMaturity({ db, notifications: notificationsService(db), clock: systemClock });
  for (;;) {
    const [next] = await db
      .select({ at: min(earnings.matures_at) })
      .from(earnings)
      .where(and(isNull(earnings.released_at), eq(earnings.on_hold, false), lte(earnings.matures_at, until)));
    if (!next?.at) return;
    // As of that moment the sweep releases it, and any other due by then.
    await asOf(next.at, () => maturity.matureDue());
  }
}

// Thirty days of daily snapshots for the demo, so the admin dashboard's charts have a history to
// show on a fresh start. They are the real figures of the demo's own rows, generated as the nightly
// sweep generates a day (analytics/snapshots.ts): the demo's accounts joined on days spread over
// the past weeks and months (demo.ts, demo-users.ts), its past visits were booked before they took
// place, so the charts draw the same accounts, visits and tickets the admin can open — nothing
// invented beside them. The seed's money is dated on the days it would have moved (wallet/replay.ts),
// so the fees and top-ups of past days are in the history too.

import { ANALYTICS_ALL, addDays, lagosDate } from '@naijacare/contracts';
import type { Db } from '../db/client';
import { generateSnapshots, STATE_SCOPES } from '../modules/analytics/snapshots';

export const DEMO_ANALYTICS_DAYS = 30;

export async function seedDemoAnalytics(db: Db, now = new Date()): Promise<void> {
  const today = lagosDate(now);
  for (let back = DEMO_ANALYTICS_DAYS; back >= 1; back--) await generateSnapshots(db, addDays(today, -back), [...STATE_SCOPES, ANALYTICS_ALL]);
}

// Thirty days of daily snapshots for the demo, so the admin dashboard's charts have a history to
// show on a fresh start: the demo's own accounts and visits were all created today, so the real
// figures of past days would be empty. These are illustrative — steady growth, busier on weekdays,
// the populous states (Lagos, Kano, FCT, Rivers, Oyo) ahead — and the national row of each day is
// the sum of its states. Generating one of these days again replaces it with the real figures.

import { ANALYTICS_ALL, addDays, codesOf, lagosDate, STATES, weekdayOf } from '@naijacare/contracts';
import type { Db } from '../db/client';
import { analyticsSnapshots } from '../modules/analytics/schema';

export const DEMO_ANALYTICS_DAYS = 30;

/** Rough share of the platform's activity by state (the rest share equally). */
const WEIGHT: Record<string, number> = { LA: 8, KN: 4, FC: 4, RI: 3, OY: 3, EN: 2, KD: 2, OG: 2, AN: 2, DE: 2, ED: 2 };

/** A small deterministic generator: the same demo every time. */
function randomFrom(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

export async function seedDemoAnalytics(db: Db, now = new Date()): Promise<void> {
  const today = lagosDate(now);
  const random = randomFrom(2026);
  const rows: (typeof analyticsSnapshots.$inferInsert)[] = [];
  const totals = new Map<string, number>(codesOf(STATES).map((code) => [code, (WEIGHT[code] ?? 1) * 12]));
  for (let back = DEMO_ANALYTICS_DAYS; back >= 1; back--) {
    const day = addDays(today, -back);
    const busy = weekdayOf(day) < 5 ? 1 : 0.5;
    const growth = 1 + (DEMO_ANALYTICS_DAYS - back) / DEMO_ANALYTICS_DAYS;
    const states = codesOf(STATES).map((state) => {
      const w = (WEIGHT[state] ?? 1) * busy * growth;
      const pick = (scale: number) => Math.floor(random() * w * scale);
      const new_patients = pick(2.2);
      const new_doctors = pick(0.4);
      const new_hospitals = random() < 0.04 * w ? 1 : 0;
      const new_users = new_patients + new_doctors + new_hospitals;
      const users_total = (totals.get(state) ?? 0) + new_users;
      totals.set(state, users_total);
      const appointments_booked = pick(3);
      const consultations_completed = Math.floor(appointments_booked * (0.6 + random() * 0.3));
      // Fees between ₦5,000 and ₦20,000, commission 10%; top-ups a little ahead of fees.
      const fees = consultations_completed * (500_000 + Math.floor(random() * 30) * 50_000);
      const commission = Math.round(fees / 10);
      return {
        day,
        state,
        new_users,
        new_patients,
        new_doctors,
        new_hospitals,
        users_total,
        appointments_booked,
        consultations_completed,
        tickets_opened: random() < 0.08 * w ? 1 : 0,
        top_ups: Math.round(fees * (1.1 + random() * 0.4)),
        fees,
        refunds: random() < 0.1 * w ? 500_000 : 0,
        payouts: back % 7 === 0 ? Math.round(fees * 3) : 0,
        commission,
      };
    });
    const sum = (k: keyof (typeof states)[number]) => states.reduce((s, r) => s + (r[k] as number), 0);
    rows.push(...states, {
      day,
      state: ANALYTICS_ALL,
      new_users: sum('new_users'),
      new_patients: sum('new_patients'),
      new_doctors: sum('new_doctors'),
      new_hospitals: sum('new_hospitals'),
      users_total: sum('users_total'),
      appointments_booked: sum('appointments_booked'),
      consultations_completed: sum('consultations_completed'),
      tickets_opened: sum('tickets_opened'),
      top_ups: sum('top_ups'),
      fees: sum('fees'),
      refunds: sum('refunds'),
      payouts: sum('payouts'),
      commission: sum('commission'),
    });
  }
  await db.insert(analyticsSnapshots).values(rows).onConflictDoNothing();
}

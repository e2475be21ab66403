// Platform analytics for admins: the live dashboard, generating a day's snapshots (for all Nigeria,
// or for every state), the stored snapshots the charts draw, and the sweep that generates each
// finished day without anyone asking. Routes check the caller is an admin; nothing here is personal.

import { type AnalyticsDaily, type AnalyticsGenerated, addDays, type DashboardAnalytics, lagosDate } from '@naijacare/contracts';
import type { Db } from '../../db/client';
import { dashboardAnalytics } from './dashboard';
import { daysMissingSnapshots, generateSnapshots, NATIONAL_SCOPES, STATE_SCOPES, serializeSnapshot, storedSnapshots } from './snapshots';

export type AnalyticsService = ReturnType<typeof analyticsService>;

export function analyticsService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  /** The day asked for, or yesterday in Lagos: the last whole day. */
  const dayOr = (date?: string) => date ?? addDays(lagosDate(now()), -1);

  return {
    dashboard(scope: string): Promise<DashboardAnalytics> {
      return dashboardAnalytics(db, scope, now());
    },

    async generateDaily(date?: string): Promise<AnalyticsGenerated> {
      const day = dayOr(date);
      const [row] = await generateSnapshots(db, day, NATIONAL_SCOPES);
      return { day, snapshots: 1, snapshot: serializeSnapshot(row) };
    },

    async generateStates(date?: string): Promise<AnalyticsGenerated> {
      const day = dayOr(date);
      const rows = await generateSnapshots(db, day, STATE_SCOPES);
      return { day, snapshots: rows.length, snapshot: null };
    },

    async daily(scope: string, days: number): Promise<AnalyticsDaily> {
      return { state: scope, days: await storedSnapshots(db, scope, days, now()) };
    },

    /** The sweep: every finished day of the last week that lacks its snapshots gets them. */
    async generateDue(): Promise<string[]> {
      const days = await daysMissingSnapshots(db, now());
      for (const day of days) {
        await generateSnapshots(db, day, NATIONAL_SCOPES);
        await generateSnapshots(db, day, STATE_SCOPES);
      }
      return days;
    },
  };
}

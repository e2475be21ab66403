// The admin dashboard's live figures for all Nigeria or one state, and the table of every state.
// Each figure is read once grouped by state (figures.ts); the chosen scope and the table are
// sums of those rows, so the table's rows always add up to what the dashboard shows.

import {
  ACCOUNT_STATUSES,
  ANALYTICS_ALL,
  APPOINTMENT_STATUSES,
  APPOINTMENT_TYPES,
  codesOf,
  type DashboardAnalytics,
  formatNaira,
  type MoneyMoved,
  STATES,
  USER_TYPES,
} from '@naijacare/contracts';
import type { DbOrTx } from '../../db/client';
import { openDisputesByState } from './disputes';
import { appointmentsBooked, consultationsCompleted, moneyMoved, num, rowsOf, ticketsOpened, usersJoined } from './figures';

const DAY_MS = 86_400_000;
/** Ticket statuses that still wait for someone. */
const OPEN_TICKET_STATUSES = ['open', 'awaiting_user'];

type Stated = { state: string | null };
const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
const inScope = (scope: string) => (row: Stated) => scope === ANALYTICS_ALL || row.state === scope;
const total = <R extends Stated>(rows: R[], pick: (r: R) => unknown) => rows.reduce((sum, r) => sum + num(pick(r)), 0);

export function money(rows: { top_ups: unknown; fees: unknown; refunds: unknown; payouts: unknown; commission: unknown }[]): MoneyMoved {
  const sum = (k: 'top_ups' | 'fees' | 'refunds' | 'payouts' | 'commission') => rows.reduce((s, r) => s + num(r[k]), 0);
  const [top_ups, fees, refunds, payouts, commission] = [sum('top_ups'), sum('fees'), sum('refunds'), sum('payouts'), sum('commission')];
  return {
    top_ups,
    top_ups_formatted: formatNaira(top_ups),
    fees,
    fees_formatted: formatNaira(fees),
    refunds,
    refunds_formatted: formatNaira(refunds),
    payouts,
    payouts_formatted: formatNaira(payouts),
    commission,
    commission_formatted: formatNaira(commission),
  };
}

type UserRow = Stated & { user_type: string; account_status: string; n: number };
type AppointmentRow = Stated & { status: string; appointment_type: string; n: number };
type CountRow = Stated & { n: number };
type TicketRow = Stated & { status: string; n: number };
type MoneyRow = Stated & { top_ups: unknown; fees: unknown; refunds: unknown; payouts: unknown; commission: unknown };

export async function dashboardAnalytics(db: DbOrTx, scope: string, now: Date): Promise<DashboardAnalytics> {
  const [people, joined7, joined30, booked, completed, tickets, moved, disputes] = await Promise.all([
    rowsOf<UserRow>(db, usersJoined({})),
    rowsOf<UserRow>(db, usersJoined({ from: new Date(now.getTime() - 7 * DAY_MS) })),
    rowsOf<UserRow>(db, usersJoined({ from: new Date(now.getTime() - 30 * DAY_MS) })),
    rowsOf<AppointmentRow>(db, appointmentsBooked({})),
    rowsOf<CountRow>(db, consultationsCompleted({})),
    rowsOf<TicketRow>(db, ticketsOpened({})),
    rowsOf<MoneyRow>(db, moneyMoved({})),
    openDisputesByState(db),
  ]);
  const keep = inScope(scope);

  const by_type = zeros(USER_TYPES);
  const by_status = zeros(ACCOUNT_STATUSES);
  const by_type_and_status: Record<string, Record<(typeof ACCOUNT_STATUSES)[number], number>> = Object.fromEntries(
    USER_TYPES.map((type) => [type, zeros(ACCOUNT_STATUSES)]),
  );
  for (const r of people.filter(keep)) {
    const type = r.user_type as (typeof USER_TYPES)[number];
    const status = r.account_status as (typeof ACCOUNT_STATUSES)[number];
    by_type[type] += num(r.n);
    by_status[status] += num(r.n);
    by_type_and_status[type][status] += num(r.n);
  }

  const appointmentsByStatus = zeros(codesOf(APPOINTMENT_STATUSES));
  const appointmentsByType = zeros(codesOf(APPOINTMENT_TYPES));
  for (const r of booked.filter(keep)) {
    appointmentsByStatus[r.status as keyof typeof appointmentsByStatus] += num(r.n);
    appointmentsByType[r.appointment_type as keyof typeof appointmentsByType] += num(r.n);
  }

  const openTickets = (rows: TicketRow[]) =>
    total(
      rows.filter((r) => OPEN_TICKET_STATUSES.includes(r.status)),
      (r) => r.n,
    );
  const label = STATES.find((s) => s.code === scope)?.label ?? 'All Nigeria';

  return {
    state: scope,
    state_label: label,
    generated_at: now.toISOString(),
    users: { total: total(people.filter(keep), (r) => r.n), by_type, by_status, by_type_and_status },
    registrations: { last_7_days: total(joined7.filter(keep), (r) => r.n), last_30_days: total(joined30.filter(keep), (r) => r.n) },
    appointments: { total: total(booked.filter(keep), (r) => r.n), by_status: appointmentsByStatus, by_type: appointmentsByType },
    consultations_completed: total(completed.filter(keep), (r) => r.n),
    money: money(moved.filter(keep)),
    open_disputes: total(disputes.filter(keep), (r) => r.n),
    open_tickets: openTickets(tickets.filter(keep)),
    by_state: STATES.map(({ code, label: stateLabel }) => {
      const mine = <R extends Stated>(rows: R[]) => rows.filter((r) => r.state === code);
      const ofType = (type: string) =>
        total(
          mine(people).filter((r) => r.user_type === type),
          (r) => r.n,
        );
      const cash = money(mine(moved));
      return {
        state: code,
        label: stateLabel,
        users: total(mine(people), (r) => r.n),
        patients: ofType('patient'),
        doctors: ofType('doctor'),
        hospitals: ofType('hospital'),
        appointments: total(mine(booked), (r) => r.n),
        consultations_completed: total(mine(completed), (r) => r.n),
        top_ups: cash.top_ups,
        top_ups_formatted: cash.top_ups_formatted,
        commission: cash.commission,
        commission_formatted: cash.commission_formatted,
        open_tickets: openTickets(mine(tickets)),
      };
    }),
  };
}

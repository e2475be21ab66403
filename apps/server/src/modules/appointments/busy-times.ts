// Times held by doctors' active appointments: what the schedules module subtracts
// from working hours. Part of the appointments module, which owns the table.

import { ACTIVE_APPOINTMENT_STATUSES } from '@naijacare/contracts';
import { and, gt, inArray, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { appointments } from './schema';

export interface BusyTime {
  doctor_id: number;
  start: Date;
  end: Date;
}

export type BusyTimes = (doctorIds: number[], from: Date, to: Date, q?: DbOrTx) => Promise<BusyTime[]>;

export function busyTimes(db: Db): BusyTimes {
  return async (doctorIds, from, to, q = db) => {
    if (doctorIds.length === 0) return [];
    return q
      .select({ doctor_id: appointments.doctor_id, start: appointments.scheduled_at, end: appointments.ends_at })
      .from(appointments)
      .where(
        and(
          inArray(appointments.doctor_id, doctorIds),
          inArray(appointments.status, [...ACTIVE_APPOINTMENT_STATUSES]),
          lt(appointments.scheduled_at, to),
          gt(appointments.ends_at, from),
        ),
      );
  };
}

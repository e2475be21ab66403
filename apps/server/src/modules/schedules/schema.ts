// A doctor's weekly working intervals, in Africa/Lagos wall-clock time.

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { doctorProfiles } from '../accounts/schema';

export const doctorSchedules = pgTable(
  'doctor_schedules',
  {
    id: serial('id').primaryKey(),
    doctor_id: integer('doctor_id')
      .notNull()
      .references(() => doctorProfiles.id, { onDelete: 'cascade' }),
    /** 0 = Monday … 6 = Sunday. */
    day_of_week: integer('day_of_week').notNull(),
    /** "HH:MM", Lagos time. */
    start_time: text('start_time').notNull(),
    end_time: text('end_time').notNull(),
    slot_minutes: integer('slot_minutes').notNull().default(30),
    is_active: boolean('is_active').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('doctor_schedules_doctor_day_idx').on(t.doctor_id, t.day_of_week),
    check('doctor_schedules_day_check', sql`${t.day_of_week} between 0 and 6`),
    check('doctor_schedules_order_check', sql`${t.start_time} < ${t.end_time}`),
  ],
);

// Reviews of completed appointments: one per appointment (the unique index refuses a second, however
// two requests race), by its patient, about its doctor.

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { doctorProfiles, patientProfiles } from '../accounts/schema';
import { appointments } from '../appointments/schema';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    appointment_id: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    doctor_id: integer('doctor_id')
      .notNull()
      .references(() => doctorProfiles.id, { onDelete: 'cascade' }),
    patient_id: integer('patient_id')
      .notNull()
      .references(() => patientProfiles.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_appointment_key').on(t.appointment_id),
    index('reviews_doctor_idx').on(t.doctor_id, t.created_at.desc(), t.id.desc()),
    index('reviews_patient_idx').on(t.patient_id, t.created_at.desc()),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_comment_check', sql`${t.comment} is null or length(${t.comment}) <= 1000`),
  ],
);

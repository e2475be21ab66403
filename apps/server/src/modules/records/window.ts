// The author's edit window (RECORD_EDIT_WINDOW_HOURS from writing): while it is open the author may
// change or delete the record and attach or remove files. The database's clock decides, inside
// the statement that relies on it, so a change racing the window's end cannot slip through.

import { lagosDate, RECORD_EDIT_WINDOW_HOURS } from '@naijacare/contracts';
import { sql } from 'drizzle-orm';
import { conflict } from '../../http/errors';
import { medicalRecords as mr } from './schema';

export const windowOpen = sql`${mr.created_at} > now() - make_interval(hours => ${RECORD_EDIT_WINDOW_HOURS})`;

/** The refusal once the window has closed: the record should be amended instead. */
export const windowClosed = (createdAt: Date) =>
  conflict('record_edit_window_closed', { created_at: createdAt.toISOString() }, { hours: RECORD_EDIT_WINDOW_HOURS, written: lagosDate(createdAt) });

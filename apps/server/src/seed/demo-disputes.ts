// The demo's disputes, made through the disputes module's own rules, so /admin/disputes has a
// queue to show: the demo patient's open dispute about the doctor's no-show (with a message), and
// a resolved one about a consultation, with the admin's note. The past visits' fees were paid
// through the ledger (demo-fees.ts), so the open one can be resolved with a refund. Each step is
// dated in the days after its visit (wallet/replay.ts), as a patient and an admin would have taken them.

import type { Db } from '../db/client';
import type { Caller } from '../modules/accounts/caller';
import { disputesService } from '../modules/disputes/service';
import { notificationsService } from '../modules/notifications/service';
import { asOf, replayedOrNow } from '../modules/wallet/replay';

export interface DemoDisputePeople {
  patient: Caller;
  admin: Caller;
}

const HOUR = 3_600_000;
const after = (visit: Date, hours: number) => new Date(visit.getTime() + hours * HOUR);

/** The disputes module as of the replayed time: its rows and the ledger are dated alike. */
export const datedDisputes = (db: Db) => disputesService({ db, notifications: notificationsService(db), now: () => new Date(replayedOrNow()) });

export async function seedDemoDisputes(
  db: Db,
  people: DemoDisputePeople,
  visits: { completed: { id: number; scheduled_at: Date }; noShow: { id: number; scheduled_at: Date } },
): Promise<void> {
  const disputes = datedDisputes(db);
  const { patient, admin } = people;
  const who = { caller: admin, ip: null, userAgent: 'demo seed' };

  // Opened the evening after the consultation, decided the next day.
  const { completed, noShow } = visits;
  const decided = await asOf(after(completed.scheduled_at, 30), () =>
    disputes.open(patient, {
      appointment: completed.id,
      category: 'quality_of_care',
      description: 'The video call kept dropping and the doctor ended it before we discussed my new blood pressure readings.',
    }),
  );
  await asOf(after(completed.scheduled_at, 39), async () => {
    await disputes.review(who, decided.id);
    await disputes.message(admin, decided.id, 'Dr Okafor says the readings were reviewed and the plan is in your records. Did you see the note?');
  });
  await asOf(after(completed.scheduled_at, 44), () => disputes.message(patient, decided.id, 'Yes, I found it under My Health. Thank you.'));
  await asOf(after(completed.scheduled_at, 47), () =>
    disputes.resolve(who, decided.id, {
      outcome: 'no_refund',
      note: 'The consultation was held and its notes are in your records, so the fee stands. We have asked the doctor to confirm the plan by chat when a call drops.',
    }),
  );

  // Opened a few hours after the missed chat.
  await asOf(after(noShow.scheduled_at, 5), async () => {
    const open = await disputes.open(patient, {
      appointment: noShow.id,
      category: 'doctor_no_show',
      description: 'I waited in the chat for twenty minutes and the doctor never came, but the appointment was marked as my no-show.',
    });
    await disputes.message(patient, open.id, 'I have a screenshot of the empty chat at 15:20 if it helps.');
  });
}

// The demo's disputes, made through the disputes module's own rules, so /admin/disputes has a
// queue to show: the demo patient's open dispute about the doctor's no-show (with a message), and
// a resolved one about a consultation, with the admin's note. The past visits' fees were paid
// through the ledger (demo-fees.ts), so the open one can be resolved with a refund.

import type { Db } from '../db/client';
import type { Caller } from '../modules/accounts/caller';
import { disputesService } from '../modules/disputes/service';
import { notificationsService } from '../modules/notifications/service';

export interface DemoDisputePeople {
  patient: Caller;
  admin: Caller;
}

export async function seedDemoDisputes(db: Db, people: DemoDisputePeople, visits: { completed: number; noShow: number }): Promise<void> {
  const disputes = disputesService({ db, notifications: notificationsService(db) });
  const { patient, admin } = people;
  const who = { caller: admin, ip: null, userAgent: 'demo seed' };

  const decided = await disputes.open(patient, {
    appointment: visits.completed,
    category: 'quality_of_care',
    description: 'The video call kept dropping and the doctor ended it before we discussed my new blood pressure readings.',
  });
  await disputes.review(who, decided.id);
  await disputes.message(admin, decided.id, 'Dr Okafor says the readings were reviewed and the plan is in your records. Did you see the note?');
  await disputes.message(patient, decided.id, 'Yes, I found it under My Health. Thank you.');
  await disputes.resolve(who, decided.id, {
    outcome: 'no_refund',
    note: 'The consultation was held and its notes are in your records, so the fee stands. We have asked the doctor to confirm the plan by chat when a call drops.',
  });

  const open = await disputes.open(patient, {
    appointment: visits.noShow,
    category: 'doctor_no_show',
    description: 'I waited in the chat for twenty minutes and the doctor never came, but the appointment was marked as my no-show.',
  });
  await disputes.message(patient, open.id, 'I have a screenshot of the empty chat at 15:20 if it helps.');
}

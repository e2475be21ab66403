// The support desk's demo tickets, made through the support module's own rules on a clock set back
// for each step, so /admin/support has a queue to show (one waiting for an admin, one awaiting its
// owner, one resolved) and each demo person's /support has their own.

import type { Db } from '../db/client';
import { memoryCounters } from '../http/counters';
import type { Caller } from '../modules/accounts/caller';
import type { AppointmentsService } from '../modules/appointments/service';
import { notificationsService } from '../modules/notifications/service';
import { supportService } from '../modules/support/service';

export interface DemoSupportPeople {
  patient: Caller;
  doctor: Caller;
  hospital: Caller;
  admin: Caller;
}

const HOUR = 3_600_000;
const UNLIMITED = { max: 1_000_000, windowSeconds: 1 };

/** `cancelledVisit`: the demo patient's appointment the hospital cancelled, which their ticket is about. */
export async function seedDemoSupport(db: Db, appointments: AppointmentsService, people: DemoSupportPeople, cancelledVisit: number): Promise<void> {
  let now = Date.now();
  const hoursAgo = (hours: number) => {
    now = Date.now() - hours * HOUR;
  };
  const support = supportService({
    db,
    appointments,
    notifications: notificationsService(db),
    counters: memoryCounters(),
    limits: { ticketsPerUser: UNLIMITED, repliesPerUser: UNLIMITED, contactPerIp: UNLIMITED },
    now: () => new Date(now),
  });
  const { patient, doctor, hospital, admin } = people;

  // Waiting for an admin: nobody has taken it yet.
  hoursAgo(3);
  await support.open(patient, {
    subject: 'Refund for my cancelled consultation',
    category: 'payment',
    message:
      'LagosCare cancelled my ear-infection appointment with Dr Obi because of an emergency. Will the fee come back to my wallet, and how long does it take?',
    appointment: cancelledVisit,
  });

  // Taken and answered: waiting for the doctor to say whether it helped.
  hoursAgo(50);
  const frozen = await support.open(doctor, {
    subject: 'Video freezes during consultations',
    category: 'technical',
    message: 'Twice this week the patient’s video froze after about ten minutes, while audio kept working. I was on office Wi-Fi.',
  });
  hoursAgo(26);
  await support.reply(
    admin,
    frozen.id,
    'Thank you for the details. Could you try the next call on mobile data, and tell us whether it freezes there too? That tells us whether the office network blocks the video relay.',
  );

  // Resolved two days ago: it closes in five days unless the hospital replies.
  hoursAgo(120);
  const registration = await support.open(hospital, {
    subject: 'Correct our registration number',
    category: 'account',
    message: 'Our HEFAMAA registration number was renewed this year. The new number is HEFAMAA/2026/0421; please update our profile.',
  });
  hoursAgo(100);
  await support.assign(admin, registration.id);
  await support.reply(admin, registration.id, 'Could you send a photo of the renewed certificate? We check it before changing a verified hospital’s number.');
  hoursAgo(75);
  await support.reply(hospital, registration.id, 'Attached to our email to support this morning.');
  hoursAgo(48);
  await support.resolve(admin, registration.id, 'Thank you: the certificate checks out, and your profile now shows HEFAMAA/2026/0421.');
}

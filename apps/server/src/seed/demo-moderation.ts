// The demo's reviews and reports, made through the reviews and reports modules' own rules: Dr Okafor
// and Dr Obi have ratings on their cards and pages, the patient's last completed visit is left to
// rate, and /admin/moderation has two open reports to decide.

import type { Db } from '../db/client';
import { memoryCounters } from '../http/counters';
import type { Caller } from '../modules/accounts/caller';
import type { AppointmentsService } from '../modules/appointments/service';
import { auditService } from '../modules/audit/service';
import { notificationsService } from '../modules/notifications/service';
import { reportsService } from '../modules/reports/service';
import { reviewsService } from '../modules/reviews/service';

export interface DemoModerationPeople {
  patient: Caller;
  obi: Caller;
  hospital: Caller;
}

const UNLIMITED = { max: 1_000_000, windowSeconds: 1 };

/** `rated`: the patient's completed visits they review, in order: with Dr Okafor, then with Dr Obi. */
export async function seedDemoModeration(db: Db, appointments: AppointmentsService, people: DemoModerationPeople, rated: [number, number]): Promise<void> {
  const notifications = notificationsService(db);
  const reviews = reviewsService({ db, appointments, notifications });
  const reports = reportsService({
    db,
    notifications,
    audit: auditService(db),
    counters: memoryCounters(),
    reportsPerUser: UNLIMITED,
    reviews,
    // The demo reports no chat message.
    chat: { reportable: async () => undefined },
  });
  const { patient, obi, hospital } = people;

  await reviews.create(patient, {
    appointment: rated[0],
    rating: 5,
    comment: 'Dr Okafor explained my blood pressure readings patiently and the video call was clear.',
  });
  const harsh = await reviews.create(patient, {
    appointment: rated[1],
    rating: 2,
    comment: 'Kept us waiting and was rude. Do not book this doctor, he is a fraud.',
  });

  // Dr Obi reports the review that calls him a fraud; the hospital reports his profile's bio.
  await reports.create(obi, { target_type: 'review', target_id: harsh.id, reason: 'Calls me a fraud without any basis; the visit started on time.' });
  await reports.create(hospital, {
    target_type: 'doctor_profile',
    target_id: obi.doctorId as number,
    reason: 'The bio still lists a private phone number for consultations outside the platform.',
  });
}

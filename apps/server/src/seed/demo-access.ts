// The demo hospital's access codes, made through the access module's own rules: two unused
// (their text is shown only when generated, so no one can read them later), one revoked, and
// one the demo patient entered, so /hospital-patients and My Health have something to show.

import type { Db } from '../db/client';
import { memoryCounters } from '../http/counters';
import { accessCodeUseCases } from '../modules/access/codes';
import { consentUseCases } from '../modules/access/consent';
import type { Caller } from '../modules/accounts/caller';
import { auditService } from '../modules/audit/service';
import { notificationsService } from '../modules/notifications/service';

export async function seedDemoAccess(db: Db, hospital: Caller & { hospitalId: number }, patient: Caller & { patientId: number }): Promise<void> {
  const codes = accessCodeUseCases(db);
  const [granted, revoked] = await codes.generate(hospital, hospital.hospitalId, 4);
  await codes.revoke(hospital, hospital.hospitalId, revoked.id, { reason: 'Printed on a sheet that was lost' });
  const consent = consentUseCases({
    db,
    notifications: notificationsService(db),
    audit: auditService(db),
    counters: memoryCounters(),
    failures: { max: 1000, windowSeconds: 1 },
    failuresPerIp: { max: 1000, windowSeconds: 1 },
  });
  await consent.verify({ caller: patient, ip: null, userAgent: null }, granted.code, 'seed');
}

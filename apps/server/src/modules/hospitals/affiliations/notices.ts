// What each side is told when an affiliation changes, written in the transaction of the
// change: the hospital hears of requests, the doctor of every decision, and the patients
// whose appointments stay booked when their doctor is suspended or revoked.

import { type AffiliationAction, formatLagos, type MessageParams } from '@naijacare/contracts';
import type { Tx } from '../../../db/client';
import type { KeptAppointment } from '../../appointments/affiliation-ended';
import type { NotificationInput, NotificationsService } from '../../notifications/service';
import { doctorNameOf, type Joined } from './rows';

type NoticeCode = Exclude<NotificationInput['code'], 'general'>;

const DOCTOR_NOTICE: Partial<Record<AffiliationAction, NoticeCode>> = {
  approve: 'affiliation_approved',
  reject: 'affiliation_rejected',
  suspend: 'affiliation_suspended',
  revoke: 'affiliation_revoked',
  reactivate: 'affiliation_reactivated',
  restore: 'affiliation_restored',
};

/** What the hospital hears when the doctor acts on an affiliation after the request. */
const HOSPITAL_NOTICE: Partial<Record<AffiliationAction, NoticeCode>> = {
  leave: 'affiliation_left',
  rejoin: 'affiliation_rejoin_requested',
};

/** Where each side manages its affiliations in the web app. */
export const HOSPITAL_LINK = '/hospital-affiliations';
export const DOCTOR_LINK = '/profile';

export function notices(notifications: NotificationsService) {
  const tell = (tx: Tx, userId: number, code: NoticeCode, params: MessageParams, link: string) =>
    notifications.create(userId, { code, params, kind: 'affiliation', link }, tx);

  return {
    async requested(tx: Tx, r: Joined) {
      await tell(
        tx,
        r.hospital_user_id,
        'affiliation_requested',
        { doctor: doctorNameOf(r), specialization: r.specialization, hospital: r.hospital_name },
        HOSPITAL_LINK,
      );
    },

    async withdrawn(tx: Tx, r: Joined) {
      await tell(tx, r.hospital_user_id, 'affiliation_request_withdrawn', { doctor: doctorNameOf(r), hospital: r.hospital_name }, HOSPITAL_LINK);
    },

    async decided(tx: Tx, action: AffiliationAction, r: Joined, reason: string | null) {
      const code = DOCTOR_NOTICE[action];
      if (code) await tell(tx, r.doctor_user_id, code, { hospital: r.hospital_name, ...(reason ? { reason } : {}) }, DOCTOR_LINK);
      const toHospital = HOSPITAL_NOTICE[action];
      if (toHospital) await tell(tx, r.hospital_user_id, toHospital, { doctor: doctorNameOf(r), hospital: r.hospital_name }, HOSPITAL_LINK);
    },

    /** Each patient whose appointment with the doctor at the hospital remains booked. */
    async appointmentsKept(tx: Tx, r: Joined, kept: KeptAppointment[]) {
      for (const k of kept)
        await tell(
          tx,
          k.patient_user_id,
          'doctor_affiliation_changed',
          { doctor: doctorNameOf(r), hospital: r.hospital_name, when: formatLagos(k.scheduled_at) },
          '/appointments',
        );
    },
  };
}

export type Notices = ReturnType<typeof notices>;

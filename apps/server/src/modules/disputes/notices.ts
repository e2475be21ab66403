// Who hears of what on a dispute, written in the transaction of the change: admins of a new one
// (the reviewer alone once someone took it) and of the parties' messages; the doctor of its
// opening (their earning is held); both parties of the review, of an admin's message and of the
// decision with its note; the doctor of a debt the refund left them. Nobody is told of their own message.

import { formatLagos, formatNaira } from '@naijacare/contracts';
import type { Tx } from '../../db/client';
import { activeAdminIds } from '../accounts/admin-reads';
import type { NotificationsService } from '../notifications/service';
import { doctorName, type JoinedDispute, patientName } from './rows';
import type { Side } from './transitions';

const KIND = 'dispute';
const partyLink = (id: number) => `/disputes/${id}`;
const adminLink = (id: number) => `/admin/disputes/${id}`;

export function outcomeWords(r: JoinedDispute): string {
  if (r.d.outcome === 'refund_full') return `a full refund of ${formatNaira(r.d.refund_amount)}`;
  if (r.d.outcome === 'refund_partial') return `a partial refund of ${formatNaira(r.d.refund_amount)}`;
  return 'no refund';
}

export function disputeNotices(notifications: NotificationsService) {
  const when = (r: JoinedDispute) => formatLagos(r.d.appointment_at);
  const base = (r: JoinedDispute) => ({ patient: patientName(r), doctor: doctorName(r), when: when(r), dispute: r.d.id });

  async function admins(tx: Tx, r: JoinedDispute, except?: number): Promise<number[]> {
    const all = await activeAdminIds(tx);
    const to = r.d.reviewer_id !== null && all.includes(r.d.reviewer_id) ? [r.d.reviewer_id] : all;
    return to.filter((id) => id !== except);
  }

  const tellParties = async (
    tx: Tx,
    r: JoinedDispute,
    code: 'dispute_under_review' | 'dispute_resolved' | 'dispute_dismissed' | 'dispute_message',
    params: Record<string, string | number>,
    except?: number,
  ) => {
    for (const userId of [r.d.patient_user_id, r.d.doctor_user_id].filter((id) => id !== except))
      await notifications.create(userId, { code, params: { ...base(r), ...params }, kind: KIND, link: partyLink(r.d.id) }, tx);
  };

  return {
    async opened(tx: Tx, r: JoinedDispute) {
      await notifications.create(r.d.doctor_user_id, { code: 'dispute_opened_doctor', params: base(r), kind: KIND, link: partyLink(r.d.id) }, tx);
      for (const userId of await admins(tx, r))
        await notifications.create(userId, { code: 'dispute_opened', params: base(r), kind: KIND, link: adminLink(r.d.id) }, tx);
    },

    underReview: (tx: Tx, r: JoinedDispute) => tellParties(tx, r, 'dispute_under_review', {}),

    async message(tx: Tx, r: JoinedDispute, side: Side, authorId: number, authorName: string) {
      const params = { author: side === 'admin' ? 'NaijaCare Support' : authorName };
      await tellParties(tx, r, 'dispute_message', params, authorId);
      if (side !== 'admin')
        for (const userId of await admins(tx, r, authorId))
          await notifications.create(userId, { code: 'dispute_message', params: { ...base(r), ...params }, kind: KIND, link: adminLink(r.d.id) }, tx);
    },

    decided: (tx: Tx, r: JoinedDispute) =>
      r.d.status === 'resolved'
        ? tellParties(tx, r, 'dispute_resolved', { outcome: outcomeWords(r), note: r.d.note ?? '', amount: formatNaira(r.d.refund_amount) })
        : tellParties(tx, r, 'dispute_dismissed', { note: r.d.note ?? '' }),

    /** The refund took `amount` of the doctor's share they no longer held: they owe `debt` in all. */
    debt: (tx: Tx, r: JoinedDispute, amount: number, debt: number) =>
      notifications.create(
        r.d.doctor_user_id,
        { code: 'debt_incurred', params: { ...base(r), amount: formatNaira(amount), debt: formatNaira(debt) }, kind: 'wallet', link: '/wallet' },
        tx,
      ),
  };
}

export type DisputeNotices = ReturnType<typeof disputeNotices>;

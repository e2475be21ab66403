// What the person who asked for a payout is told at each step, in the transaction of that step.

import { formatNaira, type MessageParams, type PayoutStatus } from '@naijacare/contracts';
import type { Tx } from '../../db/client';
import type { NotificationInput, NotificationsService } from '../notifications/service';
import { accountTail, type PayoutRow } from './rows';

type NoticeCode = Exclude<NotificationInput['code'], 'general'>;

const NOTICE: Record<PayoutStatus, NoticeCode> = {
  requested: 'payout_requested',
  approved: 'payout_approved',
  paid: 'payout_paid',
  failed: 'payout_failed',
  rejected: 'payout_rejected',
};

/** Where the person follows their withdrawals. */
const WALLET_LINK = '/wallet';

export function payoutNotices(notifications: NotificationsService) {
  return {
    /** Tells the owner their withdrawals now go to another account: someone else saving it would be seen. */
    async accountChanged(tx: Tx, userId: number, account: { bank_name: string; account_number: string }) {
      await notifications.create(
        userId,
        { code: 'bank_account_changed', params: { bank: account.bank_name, account: accountTail(account.account_number) }, kind: 'wallet', link: WALLET_LINK },
        tx,
      );
    },

    /** Tells the payout's owner of the status it is now in. */
    async tell(tx: Tx, p: PayoutRow) {
      const why: MessageParams = p.reason && (p.status === 'failed' || p.status === 'rejected') ? { reason: p.reason } : {};
      await notifications.create(
        p.user_id,
        {
          code: NOTICE[p.status as PayoutStatus],
          params: { amount: formatNaira(p.amount), bank: p.bank_name, account: accountTail(p.account_number), ...why },
          kind: 'wallet',
          link: WALLET_LINK,
        },
        tx,
      );
    },
  };
}

export type PayoutNotices = ReturnType<typeof payoutNotices>;

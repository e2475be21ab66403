// What a person hears about decisions on their own account.

import type { MessageParams } from '@naijacare/contracts';
import type { AccountEvents } from '../accounts/events';
import type { NotificationsService } from './service';

export function accountNotifications(notifications: NotificationsService): AccountEvents {
  return {
    async onAccountDecision(user, decision, reason, tx) {
      const hospital = user.user_type === 'hospital';
      const codes = {
        approved: hospital ? 'hospital_verified' : 'account_approved',
        rejected: hospital ? 'hospital_rejected' : 'account_rejected',
        deactivated: 'account_deactivated',
        reactivated: 'account_reactivated',
      } as const;
      // Whatever the decision, the reason the admin gave is told to the person it concerns.
      const params: MessageParams = reason ? { reason } : {};
      await notifications.create(user.id, { code: codes[decision], params, kind: 'account', link: '/profile' }, tx);
    },
    async onPasswordChanged(user, tx) {
      await notifications.create(user.id, { code: 'password_changed', kind: 'security', link: '/profile' }, tx);
    },
  };
}

// What a person hears about decisions on their own account.

import type { AccountEvents } from '../accounts/events';
import type { NotificationsService } from './service';

export function accountNotifications(notifications: NotificationsService): AccountEvents {
  return {
    async onAccountDecision(user, decision, reason, tx) {
      const what = user.user_type === 'hospital' ? 'hospital registration' : 'account';
      const because = reason ? ` Reason: ${reason}` : '';
      const messages = {
        approved: {
          title: user.user_type === 'hospital' ? 'Hospital verified' : 'Account approved',
          message: `Your ${what} has been approved. Welcome to NaijaCare.`,
        },
        rejected: { title: 'Registration rejected', message: `Your ${what} was not approved.${because}` },
        deactivated: { title: 'Account deactivated', message: `Your account has been deactivated.${because}` },
        reactivated: { title: 'Account reactivated', message: 'Your account has been reactivated.' },
      } as const;
      await notifications.create(user.id, { ...messages[decision], kind: 'account', link: '/profile' }, tx);
    },
    async onPasswordChanged(user, tx) {
      await notifications.create(
        user.id,
        {
          title: 'Password changed',
          message: 'Your password was changed and your other devices were signed out. If this was not you, contact support at once.',
          kind: 'security',
          link: '/profile',
        },
        tx,
      );
    },
  };
}

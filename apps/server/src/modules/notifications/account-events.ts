// What a person hears about decisions on their own account, and about their password changing:
// written inside the transaction of the change (the accounts and admin modules publish
// `account.decided` and `account.password_changed` in it), so both commit or neither.

import type { MessageParams } from '@naijacare/contracts';
import type { DomainEventBus } from '../../events/bus';
import type { NotificationsService } from './service';

export function tellAccountEvents(events: Pick<DomainEventBus, 'within'>, notifications: Pick<NotificationsService, 'create'>): void {
  events.within('account.decided', async ({ user, decision, reason }, tx) => {
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
  });
  events.within('account.password_changed', async ({ user }, tx) => {
    await notifications.create(user.id, { code: 'password_changed', kind: 'security', link: '/profile' }, tx);
  });
}

// Who hears of what on a ticket (DOMAIN.md "every reply notifies the other side"), written in the
// transaction of the change. The owner hears of an admin's reply and of the resolution; admins
// hear of a new ticket and of the owner's replies: the admin it is assigned to, or, while nobody
// has taken it (or its admin's account was deactivated), every active admin.

import { SUPPORT_CLOSE_AFTER_DAYS } from '@naijacare/contracts';
import type { Tx } from '../../db/client';
import { activeAdminIds } from '../accounts/admin-reads';
import type { NotificationsService } from '../notifications/service';
import { type JoinedTicket, requesterName } from './rows';

const KIND = 'support';
const ownerLink = (id: number) => `/support/${id}`;
const adminLink = (id: number) => `/admin/support/${id}`;

export function supportNotices(notifications: NotificationsService) {
  /** The assignee, else (nobody has it, or its admin's account is no longer active) every active admin. */
  async function adminsOf(tx: Tx, r: JoinedTicket): Promise<number[]> {
    const admins = await activeAdminIds(tx);
    return r.ticket.assignee_id !== null && admins.includes(r.ticket.assignee_id) ? [r.ticket.assignee_id] : admins;
  }

  async function tellAdmins(tx: Tx, r: JoinedTicket, code: 'support_ticket_opened' | 'support_reply_from_user') {
    const params = { requester: requesterName(r), subject: r.ticket.subject, ticket: r.ticket.id };
    for (const userId of await adminsOf(tx, r)) await notifications.create(userId, { code, params, kind: KIND, link: adminLink(r.ticket.id) }, tx);
  }

  return {
    opened: (tx: Tx, r: JoinedTicket) => tellAdmins(tx, r, 'support_ticket_opened'),
    ownerReplied: (tx: Tx, r: JoinedTicket) => tellAdmins(tx, r, 'support_reply_from_user'),

    // A ticket sent signed out has nobody to tell in the app: the admin answers at the contact it gave.
    adminReplied: async (tx: Tx, r: JoinedTicket) => {
      if (r.ticket.requester_id === null) return;
      await notifications.create(
        r.ticket.requester_id,
        { code: 'support_reply', params: { subject: r.ticket.subject, ticket: r.ticket.id }, kind: KIND, link: ownerLink(r.ticket.id) },
        tx,
      );
    },

    resolved: async (tx: Tx, r: JoinedTicket) => {
      if (r.ticket.requester_id === null) return;
      await notifications.create(
        r.ticket.requester_id,
        {
          code: 'support_ticket_resolved',
          params: { subject: r.ticket.subject, ticket: r.ticket.id, days: SUPPORT_CLOSE_AFTER_DAYS },
          kind: KIND,
          link: ownerLink(r.ticket.id),
        },
        tx,
      );
    },
  };
}

export type SupportNotices = ReturnType<typeof supportNotices>;

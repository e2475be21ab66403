// What the support use cases share: the database, the appointments' reads (a ticket may name one of
// its owner's appointments), the notices, the rate-limit counters and the clock.

import type { RateRule } from '../../config';
import type { Db } from '../../db/client';
import type { CounterStore } from '../../http/counters';
import type { Caller } from '../accounts/caller';
import type { AppointmentsService } from '../appointments/service';
import type { NotificationsService } from '../notifications/service';
import type { SupportNotices } from './notices';
import type { Viewer } from './rows';

export interface SupportDeps {
  db: Db;
  appointments: Pick<AppointmentsService, 'get'>;
  notifications: NotificationsService;
  counters: CounterStore;
  limits: {
    /** New tickets one person may open in a window. */
    ticketsPerUser: RateRule;
    /** Replies one person (owner or admin) may send in a window, across tickets. */
    repliesPerUser: RateRule;
    /** Signed-out contact-form tickets from one address in a window. */
    contactPerIp: RateRule;
  };
  /**
   * The server's secret, from which the contact form's tokens are signed (contact-token.ts); unset
   * (a service that takes no contact form, like the demo seed's), one made for this process.
   */
  contactFormSecret?: string;
  now?: () => Date;
}

export interface SupportContext extends Omit<SupportDeps, 'now' | 'notifications'> {
  notices: SupportNotices;
  now: () => Date;
}

export const viewerOf = (c: Caller): Viewer => ({ userId: c.actor.id, isAdmin: c.isAdmin });

/** The admins' view, for reads made to tell someone (a notice needs the requester's name whoever acts). */
export const ANY_TICKET: Viewer = { userId: 0, isAdmin: true };

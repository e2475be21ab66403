// What the dispute use cases share: the database, the notices and the clock.

import type { Db } from '../../db/client';
import type { Caller } from '../accounts/caller';
import type { NotificationsService } from '../notifications/service';
import type { DisputeNotices } from './notices';
import type { Viewer } from './rows';

export interface DisputesDeps {
  db: Db;
  notifications: NotificationsService;
  now?: () => Date;
}

export interface DisputesContext {
  db: Db;
  notices: DisputeNotices;
  now: () => Date;
}

export const viewerOf = (c: Caller): Viewer => ({ userId: c.actor.id, isAdmin: c.isAdmin });

/** The admins' view, for reads made to tell someone. */
export const ANY_DISPUTE: Viewer = { userId: 0, isAdmin: true };

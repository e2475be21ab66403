// What every affiliations use case is built from: the database, the notifications it writes
// in the transaction of each change, and the clock.

import type { Db } from '../../../db/client';
import type { NotificationsService } from '../../notifications/service';

export interface AffiliationsDeps {
  db: Db;
  notifications: NotificationsService;
  now?: () => Date;
}

export type AffiliationsContext = Required<AffiliationsDeps>;

// What every appointments use case is built from: the database, the modules whose reads
// it needs, the notifications it writes in its own transactions, the realtime hub that tells
// both parties' open pages of a status change, the domain events that tell the modules which
// depend on this one (an appointment closing ends its calls), and the clock.

import type { Db } from '../../db/client';
import type { DomainEventBus } from '../../events/bus';
import type { Hub } from '../../realtime/hub';
import type { HospitalsService } from '../hospitals/service';
import type { NotificationsService } from '../notifications/service';
import type { SchedulesService } from '../schedules/service';

export interface AppointmentsDeps {
  db: Db;
  hospitals: HospitalsService;
  schedules: SchedulesService;
  notifications: NotificationsService;
  hub: Hub;
  events: Pick<DomainEventBus, 'publish'>;
  /** The platform's commission on a paid consultation, and how long the doctor's earning stays pending. */
  money?: { commissionPercent: number; earningsHoldHours: number };
  now?: () => Date;
}

export type AppointmentsContext = Required<AppointmentsDeps>;

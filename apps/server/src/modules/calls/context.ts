// What the calls use cases are built from: the database, the appointments they belong to (read
// and, for the session, moved through the appointments service), notifications written in the
// call's own transaction, the realtime hub that tells both screens, the domain events that tell
// the recordings module of a withdrawal of consent, and the clock.

import type { Call, CallStatus } from '@naijacare/contracts';
import type { Db } from '../../db/client';
import type { DomainEventBus } from '../../events/bus';
import type { Hub } from '../../realtime/hub';
import { appointmentTopic } from '../../realtime/socket';
import type { Caller } from '../accounts/caller';
import type { AppointmentsService } from '../appointments/service';
import type { NotificationsService } from '../notifications/service';
import { serializeCall } from './rows';
import type { CallRow } from './transitions';

export interface CallsDeps {
  db: Db;
  appointments: Pick<AppointmentsService, 'get' | 'partiesOf' | 'callTermsOf' | 'startSessionForCall' | 'act'>;
  notifications: Pick<NotificationsService, 'create'>;
  hub: Hub;
  events: Pick<DomainEventBus, 'publish'>;
  now?: () => Date;
}

export type CallsContext = Required<CallsDeps>;

export type CallEventOp = CallStatus | 'deleted' | 'recording_consent';

/** Tells both parties' open screens what became of the call, once the change has committed. The
 * call is told without allowed_actions, which differ between the two: each screen knows its own. */
export async function announceCall(hub: Hub, op: CallEventOp, row: CallRow, c: Caller): Promise<void> {
  const { allowed_actions: _mine, ...call } = serializeCall(row, c);
  await hub.publish(appointmentTopic(row.appointment_id), { type: 'call', op, call: call satisfies Omit<Call, 'allowed_actions'> });
}

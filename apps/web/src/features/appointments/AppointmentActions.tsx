import { Button, Group } from '@mantine/core';
import { type Appointment, formatLagos } from '@naijacare/contracts';
import { IconMessage, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../components/ConfirmModal';
import { type AppointmentChange, useAppointmentChangeMutation } from './api';
import { sessionLinkOf } from './appointmentView';
import { ReasonModal } from './ReasonModal';

/** What each action says on its button; its toast is the mutation's (api/appointments). */
const ACTION_TEXT = {
  approve: 'Approve',
  start_session: 'Start session',
  end_session: 'End session',
  no_show: 'Mark no-show',
} as const;

/** Actions asked about first: a reason for cancel and reject, a confirmation for the two that cannot be undone. */
type AskedAction = 'cancel' | 'reject' | 'end_session' | 'no_show';

/**
 * Exactly the actions the server allows the caller on this appointment, plus the link to
 * its call or chat. Cancel and Reject ask for a reason first, End session and Mark no-show for a confirmation.
 */
export function AppointmentActions({ appointment, size = 'xs' }: { appointment: Appointment; size?: 'xs' | 'sm' }) {
  const change = useAppointmentChangeMutation();
  const [asking, setAsking] = useState<AskedAction | null>(null);
  const allowed = new Set(appointment.allowed_actions);
  const link = sessionLinkOf(appointment);
  const when = formatLagos(appointment.scheduled_at);

  const send = (request: AppointmentChange) => change.mutate(request, { onSuccess: () => setAsking(null) });

  const busyWith = (action: AppointmentChange['action']) => change.isPending && change.variables?.action === action;
  const simple = (action: 'approve' | 'start_session', color: string, variant = 'filled') =>
    allowed.has(action) && (
      <Button
        size={size}
        color={color}
        variant={variant}
        loading={busyWith(action)}
        disabled={change.isPending}
        onClick={() => send({ id: appointment.id, action })}
      >
        {ACTION_TEXT[action]}
      </Button>
    );

  if (allowed.size === 0 && !link) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {link && (
        <Button
          size={size}
          variant="light"
          component={Link}
          to={link.to}
          leftSection={appointment.appointment_type === 'chat' ? <IconMessage size={16} /> : <IconVideo size={16} />}
        >
          {link.label}
        </Button>
      )}
      {simple('approve', 'green')}
      {allowed.has('reject') && (
        <Button size={size} color="red" variant="light" disabled={change.isPending} onClick={() => setAsking('reject')}>
          Reject
        </Button>
      )}
      {simple('start_session', 'teal')}
      {allowed.has('end_session') && (
        <Button size={size} color="teal" loading={busyWith('end_session')} disabled={change.isPending} onClick={() => setAsking('end_session')}>
          {ACTION_TEXT.end_session}
        </Button>
      )}
      {allowed.has('no_show') && (
        <Button size={size} color="orange" variant="light" loading={busyWith('no_show')} disabled={change.isPending} onClick={() => setAsking('no_show')}>
          {ACTION_TEXT.no_show}
        </Button>
      )}
      {allowed.has('cancel') && (
        <Button size={size} color="red" variant="subtle" disabled={change.isPending} onClick={() => setAsking('cancel')}>
          Cancel
        </Button>
      )}
      <ConfirmModal
        opened={asking === 'end_session'}
        title="End session"
        confirmLabel="End session"
        cancelLabel="Not yet"
        busy={change.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => send({ id: appointment.id, action: 'end_session' })}
      >
        End the session with {appointment.patient_name ?? 'this patient'} on {when}? It is marked completed and cannot be restarted.
      </ConfirmModal>
      <ConfirmModal
        opened={asking === 'no_show'}
        title="Mark no-show"
        confirmLabel="Mark no-show"
        cancelLabel="Not yet"
        busy={change.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => send({ id: appointment.id, action: 'no_show' })}
      >
        Mark {appointment.patient_name ?? 'the patient'} as not having come on {when}? This cannot be undone.
      </ConfirmModal>
      <ReasonModal
        opened={asking === 'cancel'}
        title="Cancel appointment"
        description={`Cancel the appointment on ${when}? The other party is told, with your reason.`}
        reasonLabel="Cancellation reason"
        confirmLabel="Cancel appointment"
        busy={change.isPending}
        onClose={() => setAsking(null)}
        onConfirm={(reason) => send({ id: appointment.id, action: 'cancel', reason })}
      />
      <ReasonModal
        opened={asking === 'reject'}
        title="Reject appointment request"
        description={`Decline the request from ${appointment.patient_name ?? 'this patient'} for ${when}? The patient is told, with your reason.`}
        reasonLabel="Reason for declining"
        confirmLabel="Reject request"
        busy={change.isPending}
        onClose={() => setAsking(null)}
        onConfirm={(reason) => send({ id: appointment.id, action: 'reject', reason })}
      />
    </Group>
  );
}

import { Button, Group } from '@mantine/core';
import { type Appointment, formatLagos } from '@naijacare/contracts';
import { IconMessage, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type AppointmentChange, useAppointmentChangeMutation } from '../../api/appointments';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../shell/toasts';
import { sessionLinkOf } from './appointmentView';
import { ReasonModal } from './ReasonModal';

/** What each action says on its button and in its toast. */
const ACTION_TEXT = {
  approve: { button: 'Approve', done: 'Appointment approved' },
  reject: { button: 'Reject', done: 'Appointment request declined' },
  cancel: { button: 'Cancel', done: 'Appointment cancelled' },
  start_session: { button: 'Start session', done: 'Session started' },
  end_session: { button: 'End session', done: 'Session ended' },
  no_show: { button: 'Mark no-show', done: 'Marked as no-show' },
} as const;

type ReasonAction = 'cancel' | 'reject';

/**
 * Exactly the actions the server allows the caller on this appointment, plus the link to
 * its call or chat. Cancel and Reject ask for a reason first.
 */
export function AppointmentActions({ appointment, size = 'xs' }: { appointment: Appointment; size?: 'xs' | 'sm' }) {
  const change = useAppointmentChangeMutation();
  const [asking, setAsking] = useState<ReasonAction | null>(null);
  const allowed = new Set(appointment.allowed_actions);
  const link = sessionLinkOf(appointment);
  const when = formatLagos(appointment.scheduled_at);

  // Not mutate's own callbacks: they are skipped once this card unmounts, and a change that moves the
  // appointment to another list (a cancellation to Past) unmounts it as the lists refetch, so the
  // toast would be lost whenever the refetch won the race.
  const send = (request: AppointmentChange) =>
    change.mutateAsync(request).then(
      () => {
        setAsking(null);
        toast.success(when, ACTION_TEXT[request.action].done);
      },
      (error) => toast.error(errorMessage(error, 'The appointment could not be changed. Please try again.')),
    );

  const busyWith = (action: AppointmentChange['action']) => change.isPending && change.variables?.action === action;
  const simple = (action: 'approve' | 'start_session' | 'end_session' | 'no_show', color: string, variant = 'filled') =>
    allowed.has(action) && (
      <Button
        size={size}
        color={color}
        variant={variant}
        loading={busyWith(action)}
        disabled={change.isPending}
        onClick={() => send({ id: appointment.id, action })}
      >
        {ACTION_TEXT[action].button}
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
      {simple('end_session', 'teal')}
      {simple('no_show', 'orange', 'light')}
      {allowed.has('cancel') && (
        <Button size={size} color="red" variant="subtle" disabled={change.isPending} onClick={() => setAsking('cancel')}>
          Cancel
        </Button>
      )}
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

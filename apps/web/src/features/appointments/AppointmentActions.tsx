import { Button, Group } from '@mantine/core';
import type { Appointment } from '@naijacare/contracts';
import { IconMessage, IconPencilPlus, IconPhone, IconPill, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { fromStateOf } from '../../auth/returnPath';
import { roleOf } from '../../auth/roles';
import { useSession } from '../../auth/useSession';
import { ConfirmModal } from '../../components/ConfirmModal';
import { sessionLinksOf } from '../../lib/appointmentView';
import { whenText } from '../../lib/format';
import { newRecordPath } from '../../lib/recordPaths';
import { RateButton } from '../reviews';
import { type AppointmentChange, useAppointmentChangeMutation } from './api';
import { ReasonModal } from './ReasonModal';

/** What each action says on its button; its toast is the mutation's (api/appointments). */
const ACTION_TEXT = {
  approve: 'appointments.approve',
  start_session: 'appointments.startSession',
  end_session: 'appointments.endSession',
  no_show: 'appointments.markNoShow',
} as const;

/** Actions asked about first: a reason for cancel and reject, a confirmation for the two that cannot be undone. */
type AskedAction = 'cancel' | 'reject' | 'end_session' | 'no_show';

/**
 * Exactly the actions the server allows the caller on this appointment, plus the link to
 * its call or chat. Cancel and Reject ask for a reason first, End session and Mark no-show for a confirmation.
 */
export function AppointmentActions({
  appointment,
  size = 'xs',
  sessionLink = true,
}: {
  appointment: Appointment;
  size?: 'xs' | 'sm';
  /** The link to the call or chat, for its two parties; a hospital's list has none. */
  sessionLink?: boolean;
}) {
  const { t } = useTranslation();
  const change = useAppointmentChangeMutation();
  const [asking, setAsking] = useState<AskedAction | null>(null);
  const allowed = new Set(appointment.allowed_actions);
  const links = sessionLink ? sessionLinksOf(appointment) : [];
  // The chat or call page's Back returns here.
  const from = fromStateOf(useLocation());
  const when = whenText(appointment.scheduled_at);
  const session = useSession();
  // The doctor writes the visit's records while it runs or after it; the server checks the link to the appointment again.
  const writable =
    session !== null &&
    roleOf(session) === 'doctor' &&
    appointment.patient !== null &&
    (appointment.status === 'in_progress' || appointment.status === 'completed');

  // The patient rates a completed consultation once (features/reviews).
  const ratable = session !== null && roleOf(session) === 'patient' && appointment.status === 'completed';

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
        {t(ACTION_TEXT[action])}
      </Button>
    );

  if (allowed.size === 0 && links.length === 0 && !writable && !ratable) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {links.map((link, i) => (
        <Button
          key={link.to}
          size={size}
          // The first is the session itself; a call's chat beside it is the quieter fallback.
          variant={i === 0 ? 'light' : 'subtle'}
          component={Link}
          to={link.to}
          state={from}
          leftSection={
            link.kind === 'chat' ? <IconMessage size={16} /> : appointment.appointment_type === 'audio' ? <IconPhone size={16} /> : <IconVideo size={16} />
          }
        >
          {link.label}
        </Button>
      ))}
      {writable && appointment.patient !== null && (
        <>
          <Button
            size={size}
            variant="light"
            component={Link}
            to={newRecordPath(appointment.patient, { appointment: appointment.id })}
            leftSection={<IconPencilPlus size={16} />}
          >
            {t('recordWriting.writeRecord')}
          </Button>
          <Button
            size={size}
            variant="light"
            component={Link}
            to={newRecordPath(appointment.patient, { appointment: appointment.id, type: 'prescription' })}
            leftSection={<IconPill size={16} />}
          >
            {t('recordWriting.writePrescription')}
          </Button>
        </>
      )}
      {ratable && <RateButton appointment={appointment} />}
      {simple('approve', 'green')}
      {allowed.has('reject') && (
        <Button size={size} color="red" variant="light" disabled={change.isPending} onClick={() => setAsking('reject')}>
          {t('appointments.reject')}
        </Button>
      )}
      {simple('start_session', 'teal')}
      {allowed.has('end_session') && (
        <Button size={size} color="teal" loading={busyWith('end_session')} disabled={change.isPending} onClick={() => setAsking('end_session')}>
          {t(ACTION_TEXT.end_session)}
        </Button>
      )}
      {allowed.has('no_show') && (
        <Button size={size} color="orange" variant="light" loading={busyWith('no_show')} disabled={change.isPending} onClick={() => setAsking('no_show')}>
          {t(ACTION_TEXT.no_show)}
        </Button>
      )}
      {allowed.has('cancel') && (
        <Button size={size} color="red" variant="subtle" disabled={change.isPending} onClick={() => setAsking('cancel')}>
          {t('appointments.cancel')}
        </Button>
      )}
      <ConfirmModal
        opened={asking === 'end_session'}
        title={t('appointments.endSession')}
        confirmLabel={t('appointments.endSession')}
        cancelLabel={t('appointments.notYet')}
        busy={change.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => send({ id: appointment.id, action: 'end_session' })}
      >
        {t('appointments.endConfirm', { who: appointment.patient_name ?? t('appointments.thisPatient'), when })}
      </ConfirmModal>
      <ConfirmModal
        opened={asking === 'no_show'}
        title={t('appointments.markNoShow')}
        confirmLabel={t('appointments.markNoShow')}
        cancelLabel={t('appointments.notYet')}
        busy={change.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => send({ id: appointment.id, action: 'no_show' })}
      >
        {t('appointments.noShowConfirm', { who: appointment.patient_name ?? t('appointments.thePatient'), when })}
      </ConfirmModal>
      <ReasonModal
        opened={asking === 'cancel'}
        title={t('appointments.cancelTitle')}
        description={t('appointments.cancelDescription', { when })}
        reasonLabel={t('appointments.cancellationReason')}
        confirmLabel={t('appointments.cancelTitle')}
        busy={change.isPending}
        onClose={() => setAsking(null)}
        onConfirm={(reason) => send({ id: appointment.id, action: 'cancel', reason })}
      />
      <ReasonModal
        opened={asking === 'reject'}
        title={t('appointments.rejectTitle')}
        description={t('appointments.rejectDescription', { who: appointment.patient_name ?? t('appointments.thisPatient'), when })}
        reasonLabel={t('appointments.reasonForDeclining')}
        confirmLabel={t('appointments.rejectSubmit')}
        busy={change.isPending}
        onClose={() => setAsking(null)}
        onConfirm={(reason) => send({ id: appointment.id, action: 'reject', reason })}
      />
    </Group>
  );
}

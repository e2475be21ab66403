import { Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { Appointment } from '@naijacare/contracts';
import { IconBuildingHospital } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OpenDisputeButton } from '../../components/OpenDisputeButton';
import { publicImage } from '../../components/publicImage';
import { appointmentStatusColor, appointmentStatusLabel, closingReasonOf, counterpartOf, isUnbookedSlot, typeLabel } from '../../lib/appointmentView';
import { nairaText, whenText } from '../../lib/format';
import { initialsOf } from '../../lib/initials';
import { AppointmentActions } from './AppointmentActions';
import { DoctorNotes } from './DoctorNotes';

interface AppointmentCardProps {
  appointment: Appointment;
  viewer: 'patient' | 'doctor';
}

/** One appointment: when, with whom, what kind, its status and reason, and what the viewer may do with it. */
export function AppointmentCard({ appointment: a, viewer }: AppointmentCardProps) {
  const { t } = useTranslation();
  const when = whenText(a.scheduled_at);
  const other = counterpartOf(a, viewer);
  const closing = closingReasonOf(a);
  const fee = nairaText(a.fee);
  const unbooked = isUnbookedSlot(a);

  return (
    <Card component="article" withBorder padding="md" aria-label={t('appointments.appointmentWith', { who: other, when })}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group wrap="nowrap" gap="sm" align="flex-start" style={{ minWidth: 0 }}>
          <Avatar {...publicImage(viewer === 'patient' ? a.doctor_photo : null, 38)} radius="xl" color="brand" alt="">
            {unbooked ? <IconBuildingHospital size={20} aria-hidden /> : initialsOf(other)}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600}>{when}</Text>
            <Text size="sm">
              {other}
              {viewer === 'patient' && a.doctor_specialization ? ` · ${a.doctor_specialization}` : ''}
            </Text>
            <Text size="sm" c="dimmed">
              {typeLabel(a.appointment_type)} · {t('appointments.durationMin', { minutes: a.duration_minutes })}
              {fee ? ` · ${fee}` : ''}
              {a.hospital_name ? ` · ${a.hospital_name}` : ''}
            </Text>
          </Stack>
        </Group>
        <Badge color={appointmentStatusColor(a.status)} variant="light" style={{ flexShrink: 0 }}>
          {appointmentStatusLabel(a.status)}
        </Badge>
      </Group>
      <Stack gap={6} mt="sm">
        {!unbooked && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Text span fw={500}>
              {t('appointments.reason')}{' '}
            </Text>
            {a.reason || (
              <Text span c="dimmed">
                {t('appointments.noneGiven')}
              </Text>
            )}
          </Text>
        )}
        {closing && (
          <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={500}>
              {closing.label}:{' '}
            </Text>
            {closing.text}
          </Text>
        )}
        {viewer === 'doctor' && !unbooked && <DoctorNotes appointment={a} />}
        <AppointmentActions appointment={a} />
        {viewer === 'patient' && <OpenDisputeButton appointment={a} />}
      </Stack>
    </Card>
  );
}

import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Appointment } from '@naijacare/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appointmentStatusColor, appointmentStatusLabel, counterpartOf, typeLabel } from '../../lib/appointmentView';
import { whenText } from '../../lib/format';

/** A compact appointment line for the dashboards: when, with whom, what kind, status, and optional actions under it. */
export function AppointmentRow({ appointment: a, viewer, children }: { appointment: Appointment; viewer: 'patient' | 'doctor'; children?: ReactNode }) {
  const { t } = useTranslation();
  const when = whenText(a.scheduled_at);
  const other = counterpartOf(a, viewer);
  return (
    <Stack
      component="li"
      gap={6}
      py="xs"
      aria-label={t('dashboard.appointmentWith', { who: other, when })}
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={500} size="sm">
            {when}
          </Text>
          <Text size="sm" c="dimmed">
            {other} · {typeLabel(a.appointment_type)}
            {a.reason ? ` · ${a.reason}` : ''}
          </Text>
        </Stack>
        <Badge color={appointmentStatusColor(a.status)} variant="light" style={{ flexShrink: 0 }}>
          {appointmentStatusLabel(a.status)}
        </Badge>
      </Group>
      {children}
    </Stack>
  );
}

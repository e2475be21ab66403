// The platform at a glance: one card per figure, for the scope chosen (all Nigeria or one state).

import { Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { ACCOUNT_STATUSES, APPOINTMENT_TYPES, type DashboardAnalytics, USER_TYPES } from '@naijacare/contracts';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '../../../auth/roles';
import { choiceLabel } from '../../../forms/choices';
import { statusLabel } from '../../../lib/format';

function Stat({ label, value, hint }: { label: string; value: string | number; hint?: string }) {
  return (
    <Card withBorder padding="md" component="article" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.3} data-testid="stat-value">
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

export function StatCards({ data }: { data: DashboardAnalytics }) {
  const { t } = useTranslation();
  const { users, appointments: a, money } = data;
  const n = (v: number) => v.toLocaleString('en-NG');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Stat
          label={t('adminAnalytics.users')}
          value={n(users.total)}
          hint={t('adminAnalytics.usersHint', { patients: n(users.by_type.patient), doctors: n(users.by_type.doctor), hospitals: n(users.by_type.hospital) })}
        />
        <Stat
          label={t('adminAnalytics.pendingAccounts')}
          value={n(users.by_status.pending)}
          hint={t('adminAnalytics.pendingAccountsHint', { rejected: n(users.by_status.rejected), inactive: n(users.by_status.inactive) })}
        />
        <Stat
          label={`${t('adminAnalytics.registrations')} (${t('adminAnalytics.last7')})`}
          value={n(data.registrations.last_7_days)}
          hint={t('adminAnalytics.registrationsHint', { month: n(data.registrations.last_30_days) })}
        />
        <Stat
          label={t('adminAnalytics.appointments')}
          value={n(a.total)}
          hint={t('adminAnalytics.appointmentsHint', { active: n(a.by_status.pending + a.by_status.scheduled), cancelled: n(a.by_status.cancelled) })}
        />
        <Stat
          label={t('adminAnalytics.completed')}
          value={n(data.consultations_completed)}
          hint={t('adminAnalytics.completedHint', { noShow: n(a.by_status.no_show) })}
        />
        <Stat label={t('adminAnalytics.openDisputes')} value={n(data.open_disputes)} />
        <Stat label={t('adminAnalytics.openTickets')} value={n(data.open_tickets)} />
        <Stat label={t('adminAnalytics.commission')} value={money.commission_formatted} />
      </SimpleGrid>
      <Card withBorder padding="md" component="section" aria-labelledby="money-moved">
        <Title order={2} fz="md" id="money-moved" mb="xs">
          {t('adminAnalytics.moneyTitle')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
          {(
            [
              ['topUps', money.top_ups_formatted],
              ['fees', money.fees_formatted],
              ['refunds', money.refunds_formatted],
              ['payouts', money.payouts_formatted],
              ['commission', money.commission_formatted],
            ] as const
          ).map(([key, value]) => (
            <Stack gap={0} key={key}>
              <Text size="xs" c="dimmed">
                {t(`adminAnalytics.${key}`)}
              </Text>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <Card withBorder padding="md">
          <Table fz="xs" horizontalSpacing={6} aria-label={t('adminAnalytics.byTypeAndStatus')}>
            <Table.Caption>{t('adminAnalytics.byTypeAndStatus')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminAnalytics.type')}</Table.Th>
                {ACCOUNT_STATUSES.map((s) => (
                  <Table.Th key={s}>{statusLabel(s)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {USER_TYPES.map((type) => (
                <Table.Tr key={type}>
                  <Table.Th scope="row">{roleLabel({ user_type: type, is_superuser: false })}</Table.Th>
                  {ACCOUNT_STATUSES.map((s) => (
                    <Table.Td key={s}>{n(users.by_type_and_status[type]?.[s] ?? 0)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
        <Card withBorder padding="md">
          <Text size="sm" fw={600} mb="xs">
            {t('adminAnalytics.byType')}
          </Text>
          <Group gap="lg">
            {APPOINTMENT_TYPES.map((type) => (
              <Stack gap={0} key={type.code}>
                <Text size="xs" c="dimmed">
                  {choiceLabel('appointmentType', type.code, type.label)}
                </Text>
                <Text fw={600}>{n(a.by_type[type.code as keyof typeof a.by_type] ?? 0)}</Text>
              </Stack>
            ))}
          </Group>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

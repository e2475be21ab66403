// Beside an account's profile: its appointments (how many in each status, the latest few), its
// wallet (balance, pending, latest transactions) and its links to hospitals — a doctor's or a
// hospital's affiliations, or the hospitals a patient let see their record.

import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminUserSummary, UserType } from '@naijacare/contracts';
import { useTranslation } from 'react-i18next';
import { QueryBoundary } from '../../components/QueryBoundary';
import { choiceLabel } from '../../forms/choices';
import { dateText, whenText } from '../../lib/format';
import { useAccountSummary } from './api';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function Appointments({ a }: { a: AdminUserSummary['appointments'] }) {
  const { t } = useTranslation();
  const status = (s: string) => choiceLabel('appointmentStatus', s, s);
  return (
    <Section title={t('adminUsers.appointments')}>
      <Text size="sm" data-testid="appointments-total">
        {t('adminUsers.appointmentsTotal', { count: a.total })}
      </Text>
      {a.total === 0 ? (
        <Text size="sm" c="dimmed">
          {t('adminUsers.noAppointments')}
        </Text>
      ) : (
        <>
          <Group gap="xs">
            {Object.entries(a.by_status).map(([s, n]) => (
              <Badge key={s} variant="light">
                {status(s)}: {n}
              </Badge>
            ))}
          </Group>
          {/* Reachable by keyboard when a long row makes it scroll. */}
          <Table.ScrollContainer minWidth={360} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('adminUsers.when')}</Table.Th>
                  <Table.Th>{t('adminUsers.appointmentWith')}</Table.Th>
                  <Table.Th>{t('adminUsers.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {a.recent.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{whenText(r.scheduled_at)}</Table.Td>
                    <Table.Td>{r.with_name ?? '—'}</Table.Td>
                    <Table.Td>{status(r.status)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Section>
  );
}

function Wallet({ s }: { s: AdminUserSummary }) {
  const { t } = useTranslation();
  return (
    <Section title={t('adminUsers.wallet')}>
      <Group gap="xl">
        <div>
          <Text size="xs" c="dimmed">
            {t('adminUsers.available')}
          </Text>
          <Text fw={700} data-testid="wallet-available">
            {s.wallet.available_formatted}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {t('adminUsers.pending')}
          </Text>
          <Text fw={700}>{s.wallet.pending_formatted}</Text>
        </div>
        {s.wallet.debt > 0 && (
          <div>
            <Text size="xs" c="dimmed">
              {t('adminUsers.debt')}
            </Text>
            <Text fw={700} c="red.9" data-testid="wallet-debt">
              {s.wallet.debt_formatted}
            </Text>
          </div>
        )}
      </Group>
      {s.wallet.debt > 0 && (
        <Text size="sm" c="dimmed">
          {t('adminUsers.debtExplained')}
        </Text>
      )}
      <Text size="sm" fw={600}>
        {t('adminUsers.recentTransactions')}
      </Text>
      {s.recent_transactions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('adminUsers.noTransactions')}
        </Text>
      ) : (
        <Stack gap={4}>
          {s.recent_transactions.map((x) => (
            <Group key={x.id} justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t(`wallet.types.${x.type}`, { defaultValue: x.type })} · {dateText(x.created_at)}
              </Text>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {x.amount !== 0 ? x.amount_formatted : x.pending_amount_formatted}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}

function Links({ s, userType }: { s: AdminUserSummary; userType: UserType }) {
  const { t } = useTranslation();
  if (userType === 'patient')
    return (
      <Section title={t('adminUsers.accesses')}>
        {s.accesses.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('adminUsers.noAccesses')}
          </Text>
        ) : (
          s.accesses.map((x) => (
            <Group key={x.id} justify="space-between" gap="sm">
              <Text size="sm">{x.hospital_name}</Text>
              <Text size="xs" c="dimmed">
                {x.revoked_at ? t('adminUsers.revoked', { date: dateText(x.revoked_at) }) : t('adminUsers.granted', { date: dateText(x.granted_at) })}
              </Text>
            </Group>
          ))
        )}
      </Section>
    );
  return (
    <Section title={t('adminUsers.affiliations')}>
      {s.affiliations.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('adminUsers.noAffiliations')}
        </Text>
      ) : (
        s.affiliations.map((x) => (
          <Group key={x.id} justify="space-between" gap="sm">
            <Text size="sm">{userType === 'doctor' ? x.hospital_name : x.doctor_name}</Text>
            <Badge variant="light">{x.status}</Badge>
          </Group>
        ))
      )}
    </Section>
  );
}

export function AccountSummary({ userId, userType }: { userId: number; userType: UserType }) {
  const { t } = useTranslation();
  const summary = useAccountSummary(userId, userType !== 'admin');
  if (userType === 'admin') return null;
  return (
    <QueryBoundary query={summary} failed={t('adminUsers.summaryFailed')}>
      {(s) => (
        // The appointments' table takes the whole width (a third of it cut its Status column at 1280 px); wallet and links share a row.
        <Stack gap="md">
          <Appointments a={s.appointments} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Wallet s={s} />
            <Links s={s} userType={userType} />
          </SimpleGrid>
        </Stack>
      )}
    </QueryBoundary>
  );
}

import { Avatar, Card, Group, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { AFFILIATION_STATUS_CODES, type Affiliation, type AffiliationAction, type AffiliationStatus } from '@naijacare/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AffiliationActionButtons } from '../../components/AffiliationActionButtons';
import { AffiliationStatusBadge as StatusBadge } from '../../components/AffiliationStatusBadge';
import { PageHeader } from '../../components/PageHeader';
import { publicImage } from '../../components/publicImage';
import { QueryBoundary } from '../../components/QueryBoundary';
import { affiliationStatusLabel } from '../../lib/affiliationView';
import { dateText } from '../../lib/format';
import { REASON_ACTIONS, useAffiliationChange, useAffiliations, usePendingRequests } from './api';
import { ReasonModal, type ReasonTarget } from './ReasonModal';

/** Asks for a reason where the action takes one, then sends the change. */
function useDecisions() {
  const change = useAffiliationChange();
  const [target, setTarget] = useState<(ReasonTarget & { id: number }) | null>(null);
  const act = (f: Affiliation, action: AffiliationAction) => {
    if (REASON_ACTIONS[action]) setTarget({ id: f.id, action: action as ReasonTarget['action'], doctorName: f.doctor_name });
    else change.mutate({ id: f.id, action });
  };
  const modal = (
    <ReasonModal
      target={target}
      busy={change.isPending}
      onClose={() => setTarget(null)}
      onSubmit={(reason) => {
        if (!target) return;
        change.mutate({ id: target.id, action: target.action, reason }, { onSettled: () => setTarget(null) });
      }}
    />
  );
  return { act, busy: change.isPending, modal };
}

function DoctorCell({ f }: { f: Affiliation }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar {...publicImage(f.doctor_photo, 38)} radius="xl" color="brand" alt={f.doctor_name}>
        {f.doctor_name.replace('Dr. ', '').charAt(0)}
      </Avatar>
      <Stack gap={0}>
        <Text fw={600}>{f.doctor_name}</Text>
        <Text size="sm" c="dimmed">
          {f.doctor_specialization}
        </Text>
      </Stack>
    </Group>
  );
}

function PendingRequests({ act, busy }: { act: (f: Affiliation, a: AffiliationAction) => void; busy: boolean }) {
  const { t } = useTranslation();
  const pending = usePendingRequests();
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="lg" mb="md">
        {t('affiliations.page.pending')}
      </Title>
      <QueryBoundary query={pending} failed={t('affiliations.page.pendingFailed')} empty={t('affiliations.page.pendingEmpty')}>
        {(requests) => (
          <Stack gap="sm" data-testid="pending-requests">
            {requests.map((f) => (
              <Card key={f.id} withBorder padding="md">
                <Group justify="space-between" align="flex-start" wrap="wrap">
                  <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
                    <DoctorCell f={f} />
                    <Text size="sm" c="dimmed">
                      {t('affiliations.page.requested', { date: dateText(f.created_at) ?? '' })}
                    </Text>
                    {f.message && (
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {t('affiliations.page.message', { message: f.message })}
                      </Text>
                    )}
                  </Stack>
                  <AffiliationActionButtons actions={f.allowed_actions} doctorName={f.doctor_name} busy={busy} onAction={(a) => act(f, a)} />
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </QueryBoundary>
    </Card>
  );
}

function AllAffiliations({ act, busy }: { act: (f: Affiliation, a: AffiliationAction) => void; busy: boolean }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<AffiliationStatus | 'all'>('all');
  const list = useAffiliations(status === 'all' ? undefined : status);
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="lg" mb="md">
        {t('affiliations.page.all')}
      </Title>
      <Tabs value={status} onChange={(v) => setStatus((v as AffiliationStatus | 'all') ?? 'all')} mb="md">
        <Tabs.List aria-label={t('affiliations.page.filters')}>
          <Tabs.Tab value="all">{t('affiliations.page.filterAll')}</Tabs.Tab>
          {AFFILIATION_STATUS_CODES.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {affiliationStatusLabel(s)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <QueryBoundary query={list} failed={t('affiliations.page.allFailed')} empty={t('affiliations.page.empty')}>
        {(rows) => (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" data-testid="all-affiliations">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('affiliations.page.doctor')}</Table.Th>
                  <Table.Th>{t('affiliations.page.status')}</Table.Th>
                  <Table.Th>{t('affiliations.page.details')}</Table.Th>
                  <Table.Th>{t('affiliations.page.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((f) => (
                  <Table.Tr key={f.id}>
                    <Table.Td>
                      <DoctorCell f={f} />
                    </Table.Td>
                    <Table.Td miw={120}>
                      <StatusBadge status={f.status} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {f.approved_at
                          ? t('affiliations.page.approvedSince', { date: dateText(f.approved_at) ?? '' })
                          : t('affiliations.page.requested', { date: dateText(f.created_at) ?? '' })}
                      </Text>
                      {f.reason && (
                        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {t('affiliations.page.reasonGiven', { reason: f.reason })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <AffiliationActionButtons actions={f.allowed_actions} doctorName={f.doctor_name} busy={busy} onAction={(a) => act(f, a)} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryBoundary>
    </Card>
  );
}

/** The hospital's doctor affiliations: requests to decide, and every affiliation with what can be done to it now. */
export function HospitalAffiliationsPage() {
  const { t } = useTranslation();
  const { act, busy, modal } = useDecisions();
  return (
    <Stack maw={1100}>
      <PageHeader title={t('affiliations.page.title')} description={t('affiliations.page.description')} />
      <PendingRequests act={act} busy={busy} />
      <AllAffiliations act={act} busy={busy} />
      {modal}
    </Stack>
  );
}

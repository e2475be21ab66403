// /disputes: a patient's disputes, or a doctor's (those on their appointments), newest first,
// filtered by status, a page at a time.

import { Anchor, Card, Group, Select, Stack, Text } from '@mantine/core';
import { DISPUTE_STATUSES, type Dispute, type DisputeStatus } from '@naijacare/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { roleOf } from '../../auth/roles';
import { useSession } from '../../auth/useSession';
import { ListPagination } from '../../components/ListPagination';
import { PageHeader } from '../../components/PageHeader';
import { QueryBoundary } from '../../components/QueryBoundary';
import { whenText } from '../../lib/format';
import { DISPUTES_PAGE_SIZE, type DisputeFilter, firstDisputePage, useDisputes } from './api';
import { DisputeStatusBadge } from './DisputeStatusBadge';
import { disputeCategoryLabel, disputeStatusLabel } from './disputeView';

function DisputeCard({ d, doctor }: { d: Dispute; doctor: boolean }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" component="li" data-testid="dispute-card">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Anchor component={Link} to={`/disputes/${d.id}`} fw={600}>
            {t('disputes.number', { id: d.id })} · {disputeCategoryLabel(d.category)}
          </Anchor>
          <Text size="sm">
            {doctor ? d.patient.name : d.doctor.name} · {whenText(d.appointment.scheduled_at)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('disputes.messages', { count: d.message_count })}
          </Text>
        </Stack>
        <DisputeStatusBadge status={d.status} />
      </Group>
    </Card>
  );
}

export function DisputesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [filter, setFilter] = useState<DisputeFilter>(firstDisputePage);
  const list = useDisputes(filter);
  if (!session) return null;
  const doctor = roleOf(session) === 'doctor';
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / DISPUTES_PAGE_SIZE)) : 1;
  return (
    <Stack maw={960}>
      <PageHeader title={t('disputes.title')} description={doctor ? t('disputes.doctorDescription') : t('disputes.description')} />
      <Select
        label={t('disputes.admin.status')}
        placeholder={t('disputes.admin.anyStatus')}
        data={DISPUTE_STATUSES.map((s) => ({ value: s, label: disputeStatusLabel(s) }))}
        value={filter.status}
        onChange={(status) => setFilter({ ...filter, status: status as DisputeStatus | null, page: 1 })}
        clearable
        maw={240}
      />
      <QueryBoundary query={list} failed={t('disputes.failed')} empty={t('disputes.none')} pick={(page) => page.results}>
        {(rows) => (
          <Stack gap="sm">
            <Stack gap="sm" component="ul" aria-label={t('disputes.listLabel')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {rows.map((d) => (
                <DisputeCard key={d.id} d={d} doctor={doctor} />
              ))}
            </Stack>
            {pages > 1 && <ListPagination total={pages} value={filter.page} onChange={(page) => setFilter({ ...filter, page })} mx="auto" />}
          </Stack>
        )}
      </QueryBoundary>
    </Stack>
  );
}

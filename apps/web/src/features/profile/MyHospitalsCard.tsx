import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Affiliation } from '@naijacare/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AffiliationStatusBadge } from '../../components/AffiliationStatusBadge';
import { ConfirmModal } from '../../components/ConfirmModal';
import { QueryBoundary } from '../../components/QueryBoundary';
import { ReasonConfirmModal } from '../../components/ReasonConfirmModal';
import { dateText } from '../../lib/format';
import { useAffiliationChange, useAffiliations } from '../hospital-affiliations/api';
import { RequestAffiliationModal } from './RequestAffiliationModal';

/** A doctor's hospitals: each request and affiliation with its status and reason, a new request,
 * withdrawing a pending one, leaving a hospital and asking to rejoin one they left. */
export function MyHospitalsCard() {
  const { t } = useTranslation();
  const mine = useAffiliations();
  const change = useAffiliationChange();
  const [requesting, setRequesting] = useState(false);
  const [withdrawing, setWithdrawing] = useState<Affiliation | null>(null);
  const [leaving, setLeaving] = useState<Affiliation | null>(null);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="my-hospitals-title">
      <Group justify="space-between" mb="md">
        <Stack gap={2}>
          <Title order={2} fz="lg" id="my-hospitals-title">
            {t('affiliations.mine.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('affiliations.mine.description')}
          </Text>
        </Stack>
        <Button onClick={() => setRequesting(true)}>{t('affiliations.mine.request')}</Button>
      </Group>
      <QueryBoundary query={mine} failed={t('affiliations.mine.failed')} empty={t('affiliations.mine.empty')}>
        {(list) => (
          <Stack gap="sm" data-testid="my-hospitals">
            {list.map((f) => (
              <Card key={f.id} withBorder padding="sm" data-testid="my-hospital">
                <Group justify="space-between" wrap="wrap">
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Text fw={600}>{f.hospital_name}</Text>
                      <AffiliationStatusBadge status={f.status} />
                    </Group>
                    <Text size="sm" c="dimmed">
                      {f.approved_at
                        ? t('affiliations.page.approvedSince', { date: dateText(f.approved_at) ?? '' })
                        : t('affiliations.page.requested', { date: dateText(f.created_at) ?? '' })}
                    </Text>
                    {f.reason && (
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {t('affiliations.page.reasonGiven', { reason: f.reason })}
                      </Text>
                    )}
                  </Stack>
                  <Group gap="xs">
                    {f.allowed_actions.includes('withdraw') && (
                      <Button size="xs" variant="light" color="red" onClick={() => setWithdrawing(f)}>
                        {t('affiliations.action.withdraw')}
                      </Button>
                    )}
                    {f.allowed_actions.includes('leave') && (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        onClick={() => setLeaving(f)}
                        aria-label={`${t('affiliations.action.leave')}: ${f.hospital_name}`}
                      >
                        {t('affiliations.action.leave')}
                      </Button>
                    )}
                    {f.allowed_actions.includes('rejoin') && (
                      <Button
                        size="xs"
                        variant="light"
                        loading={change.isPending}
                        onClick={() => change.mutate({ id: f.id, action: 'rejoin' })}
                        aria-label={`${t('affiliations.action.rejoin')}: ${f.hospital_name}`}
                      >
                        {t('affiliations.action.rejoin')}
                      </Button>
                    )}
                  </Group>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </QueryBoundary>
      <RequestAffiliationModal opened={requesting} onClose={() => setRequesting(false)} />
      <ConfirmModal
        opened={withdrawing !== null}
        title={t('affiliations.mine.withdrawTitle', { hospital: withdrawing?.hospital_name ?? '' })}
        confirmLabel={t('affiliations.action.withdraw')}
        cancelLabel={t('affiliations.mine.keep')}
        busy={change.isPending}
        danger
        onClose={() => setWithdrawing(null)}
        onConfirm={() => withdrawing && change.mutate({ id: withdrawing.id, action: 'withdraw' }, { onSettled: () => setWithdrawing(null) })}
      >
        {t('affiliations.mine.withdrawText')}
      </ConfirmModal>
      <ReasonConfirmModal
        opened={leaving !== null}
        title={t('affiliations.mine.leaveTitle', { hospital: leaving?.hospital_name ?? '' })}
        text={t('affiliations.mine.leaveText')}
        reasonLabel={t('affiliations.mine.leaveReason')}
        confirmLabel={t('affiliations.action.leave')}
        busy={change.isPending}
        onClose={() => setLeaving(null)}
        onConfirm={(reason) => leaving && change.mutate({ id: leaving.id, action: 'leave', reason }, { onSettled: () => setLeaving(null) })}
      />
    </Card>
  );
}

import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { HospitalQuality, QualityFlag } from '@naijacare/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { QueryBoundary } from '../../components/QueryBoundary';
import { RatingText } from '../../components/RatingText';
import { useHospitalQuality, useOwnHospitalId } from '../hospital/api';

const rate = (n: number | null) => (n === null ? '—' : `${n}%`);

function QualityTable({ data }: { data: HospitalQuality }) {
  const { t } = useTranslation();
  const flagText = (flag: QualityFlag) => t(`hospitalQuality.flags.${flag}`);
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" aria-label={t('hospitalQuality.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('hospitalQuality.doctor')}</Table.Th>
            <Table.Th>{t('hospitalQuality.due')}</Table.Th>
            <Table.Th>{t('hospitalQuality.completion')}</Table.Th>
            <Table.Th>{t('hospitalQuality.noShow')}</Table.Th>
            <Table.Th>{t('hospitalQuality.cancellation')}</Table.Th>
            <Table.Th>{t('hospitalQuality.approval')}</Table.Th>
            <Table.Th>{t('reviews.title')}</Table.Th>
            <Table.Th>{t('hospitalQuality.flagsColumn')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.doctors.map((d) => {
            const flagged = d.flags.length > 0;
            return (
              <Table.Tr key={d.doctor_id} bg={flagged ? 'var(--mantine-color-red-0)' : undefined} data-flagged={flagged || undefined}>
                <Table.Td>
                  <Text fw={500}>{d.full_name}</Text>
                  <Group gap={6}>
                    <Text size="sm" c="dimmed">
                      {d.specialization}
                    </Text>
                    {d.affiliation_status === 'suspended' && (
                      <Badge size="sm" color="gray" variant="light">
                        {t('hospitalQuality.suspended')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{d.due}</Table.Td>
                <Table.Td>{rate(d.completion_rate)}</Table.Td>
                <Table.Td>{rate(d.no_show_rate)}</Table.Td>
                <Table.Td>{rate(d.cancellation_rate)}</Table.Td>
                <Table.Td>{d.approval_hours === null ? '—' : t('hospitalQuality.hours', { count: d.approval_hours })}</Table.Td>
                <Table.Td>
                  <RatingText rating={{ average: d.rating_average, count: d.rating_count }} />
                </Table.Td>
                <Table.Td>
                  {flagged ? (
                    <Group gap={4}>
                      {d.flags.map((f) => (
                        <Badge key={f} color="red" variant="light" tt="none">
                          {flagText(f)}
                        </Badge>
                      ))}
                    </Group>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {d.due < data.thresholds.min_due_appointments ? t('hospitalQuality.tooFew') : t('hospitalQuality.ok')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Per affiliated doctor: completion, no-show and cancellation rates and time to approval, with doctors past a threshold flagged. */
export function HospitalQualityPage() {
  const { t } = useTranslation();
  const quality = useHospitalQuality(useOwnHospitalId());
  return (
    <Stack maw={1100}>
      <PageHeader title={t('hospitalQuality.title')} description={t('hospitalQuality.intro')} />
      <QueryBoundary query={quality} failed={t('hospitalQuality.failed')} empty={t('hospitalQuality.empty')} pick={(q) => q.doctors}>
        {() => {
          const data = quality.data as HospitalQuality;
          const flagged = data.doctors.filter((d) => d.flags.length > 0).length;
          return (
            <Stack>
              <Card withBorder padding="lg">
                <Text size="sm">
                  {t('hospitalQuality.thresholds', {
                    completion: data.thresholds.min_completion_rate,
                    noShow: data.thresholds.max_no_show_rate,
                    cancellation: data.thresholds.max_cancellation_rate,
                    min: data.thresholds.min_due_appointments,
                  })}
                </Text>
                <Text size="sm" mt={4}>
                  {data.median_approval_hours === null
                    ? t('hospitalQuality.noApprovals')
                    : t('hospitalQuality.medianApproval', { hours: data.median_approval_hours })}
                </Text>
                <Group gap="xs" mt={4}>
                  <Text size="sm">{t('reviews.title')}:</Text>
                  <RatingText rating={data.rating} />
                </Group>
                <Text size="sm" mt={4} fw={600} c={flagged ? 'red.8' : undefined}>
                  {t('hospitalQuality.flaggedCount', { count: flagged })}
                </Text>
                <Text size="xs" c="dimmed" mt={4}>
                  {t('hospitalQuality.notYet')}
                </Text>
              </Card>
              <Card withBorder padding="lg">
                <QualityTable data={data} />
              </Card>
            </Stack>
          );
        }}
      </QueryBoundary>
    </Stack>
  );
}

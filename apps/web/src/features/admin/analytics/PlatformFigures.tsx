// The platform at a glance for all Nigeria or one state (spec §7 Analytics): the figures now, the
// stored days of the last 30 days as charts, and every state's row. The chosen state lives in the
// address (?state=LA), so a view can be shared or reloaded.

// Charts come with the admin dashboard only (it is loaded lazily), so no other page downloads them.
import '@mantine/charts/styles.css';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { ANALYTICS_ALL, isAnalyticsScope, STATES } from '@naijacare/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryBoundary } from '../../../components/QueryBoundary';
import { choiceLabelOf, stateOptions } from '../../../forms/choices';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../shell/toasts';
import { useDailyAnalytics, useDashboardAnalytics, useGenerateYesterday } from './api';
import { DailyCharts } from './DailyCharts';
import { StatCards } from './StatCards';
import { StatesTable } from './StatesTable';

export function PlatformFigures() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('state') ?? ANALYTICS_ALL;
  const scope = isAnalyticsScope(asked) ? asked : ANALYTICS_ALL;
  const place = scope === ANALYTICS_ALL ? t('adminAnalytics.allNigeria') : choiceLabelOf('state', STATES, scope);
  const figures = useDashboardAnalytics(scope);
  const daily = useDailyAnalytics(scope);
  const generate = useGenerateYesterday();
  const storeYesterday = () =>
    generate.mutate(undefined, {
      onSuccess: ({ day, snapshots }) => toast.success(t('adminAnalytics.storedText', { day, count: snapshots }), t('adminAnalytics.stored')),
      onError: (error) => toast.error(errorMessage(error, t('adminAnalytics.storeFailed'))),
    });
  const choose = (state: string) =>
    setParams(
      (p) => {
        if (state === ANALYTICS_ALL) p.delete('state');
        else p.set('state', state);
        return p;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Text fw={600} aria-live="polite">
          {t('adminAnalytics.figuresFor', { place })}
        </Text>
        <Group align="flex-end" gap="sm" w={{ base: '100%', sm: 'auto' }}>
          <NativeSelect
            label={t('adminAnalytics.scope')}
            value={scope}
            onChange={(e) => choose(e.currentTarget.value)}
            data={[{ value: ANALYTICS_ALL, label: t('adminAnalytics.allNigeria') }, ...stateOptions()]}
            w={{ base: '100%', xs: 260 }}
          />
          <Button variant="light" onClick={storeYesterday} loading={generate.isPending}>
            {t('adminAnalytics.storeYesterday')}
          </Button>
        </Group>
      </Group>
      <QueryBoundary query={figures} failed={t('adminAnalytics.failed')}>
        {(data) => <StatCards data={data} />}
      </QueryBoundary>
      <QueryBoundary query={daily} failed={t('adminAnalytics.failed')}>
        {(data) => <DailyCharts days={data.days} place={place} />}
      </QueryBoundary>
      <QueryBoundary query={figures} failed={t('adminAnalytics.failed')}>
        {(data) => <StatesTable rows={data.by_state} selected={scope} onSelect={choose} />}
      </QueryBoundary>
    </Stack>
  );
}

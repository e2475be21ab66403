import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { HospitalDashboard } from '@naijacare/contracts';
import { IconAlertTriangle, IconChartBar, IconClipboardCheck, IconListDetails, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hospitalProfileOf } from '../../auth/profiles';
import { useSession } from '../../auth/useSession';
import { PageHeader } from '../../components/PageHeader';
import { QueryBoundary } from '../../components/QueryBoundary';
import { statusColor, statusLabel } from '../../lib/format';
import { WalletSummary } from '../wallet';
import { useHospitalDashboard } from './api';

interface Figure {
  label: string;
  value: number;
  detail?: string;
  to: string;
}

/** One figure as a card that opens the page behind it. */
function FigureCard({ figure }: { figure: Figure }) {
  return (
    <Card withBorder padding="lg" component={Link} to={figure.to}>
      <Text size="sm" c="dimmed">
        {figure.label}
      </Text>
      <Text fz={32} fw={700} lh={1.2}>
        {figure.value}
      </Text>
      {figure.detail && (
        <Text size="sm" c="dimmed">
          {figure.detail}
        </Text>
      )}
    </Card>
  );
}

/** A hospital's landing page: what needs action, its figures, and the way to each of its pages. */
export function HospitalDashboardPage() {
  const { t } = useTranslation();
  const session = useSession();
  const hospital = session ? hospitalProfileOf(session) : null;
  const dashboard = useHospitalDashboard(hospital?.id ?? 0);
  if (!session) return null;
  const figuresOf = (d: HospitalDashboard): Figure[] => [
    {
      label: t('hospitalPortal.doctors'),
      value: d.doctors.approved,
      detail: t('hospitalPortal.doctorsDetail', { suspended: d.doctors.suspended, revoked: d.doctors.revoked }),
      to: '/hospital-doctors',
    },
    { label: t('hospitalPortal.patients'), value: d.patients_with_access, to: '/hospital-patients' },
    { label: t('hospitalPortal.today'), value: d.appointments_today, to: '/hospital-appointments' },
    { label: t('hospitalPortal.openSlots'), value: d.open_slots_unbooked, to: '/hospital-booking' },
    { label: t('hospitalPortal.completed'), value: d.completed_this_month, to: '/hospital-analytics' },
    { label: t('hospitalPortal.services'), value: d.active_services, to: '/hospital-services' },
  ];

  return (
    <Stack maw={1100}>
      <PageHeader
        title={hospital?.hospital_name ?? t('hospital.yourHospital')}
        description={t('hospitalPortal.description')}
        actions={
          hospital && (
            <Badge color={statusColor(hospital.verification_status)} variant="light">
              {statusLabel(hospital.verification_status)}
            </Badge>
          )
        }
      />
      <QueryBoundary query={dashboard} failed={t('hospitalPortal.failed')}>
        {(d) => (
          <Stack>
            <section aria-labelledby="needs-action">
              <Title order={2} fz="lg" mb="sm" id="needs-action">
                {t('hospitalPortal.needsAction')}
              </Title>
              {d.pending_affiliation_requests > 0 ? (
                <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Text size="sm">{t('hospitalPortal.pendingRequests', { count: d.pending_affiliation_requests })}</Text>
                    <Anchor component={Link} to="/hospital-affiliations" size="sm" fw={600}>
                      {t('hospitalPortal.reviewRequests')}
                    </Anchor>
                  </Group>
                </Alert>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('hospitalPortal.nothingWaiting')}
                </Text>
              )}
            </section>
            <section aria-labelledby="figures">
              <Title order={2} fz="lg" mb="sm" id="figures">
                {t('hospitalPortal.figures')}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
                {figuresOf(d).map((figure) => (
                  <FigureCard key={figure.to} figure={figure} />
                ))}
              </SimpleGrid>
            </section>
          </Stack>
        )}
      </QueryBoundary>
      <WalletSummary />
      <Group gap="sm">
        <Button component={Link} to="/hospital-analytics" variant="light" leftSection={<IconChartBar size={16} />}>
          {t('hospitalPortal.analytics')}
        </Button>
        <Button component={Link} to="/hospital-quality" variant="light" leftSection={<IconClipboardCheck size={16} />}>
          {t('hospitalPortal.quality')}
        </Button>
        <Button component={Link} to="/hospital-services" variant="light" leftSection={<IconListDetails size={16} />}>
          {t('hospitalPortal.manageServices')}
        </Button>
        <Button component={Link} to="/hospital-settings" variant="light" leftSection={<IconSettings size={16} />}>
          {t('hospitalPortal.settings')}
        </Button>
      </Group>
    </Stack>
  );
}

import { Alert, Anchor, Card, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { roleOf } from '../../auth/roles';
import { useSession } from '../../auth/useSession';
import { PatientsOnlyNote } from '../../components/PatientsOnlyNote';
import { RecordBoundary } from '../../components/RecordBoundary';
import { RecordDetail } from '../records';
import { recordQueries } from '../records/api';

const recordHref = (id: number) => `/my-health/records/${id}`;

/** One of the patient's records on its own address (linkable; Back returns to the timeline as it was). */
export function RecordPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const fromTimeline = (useLocation().state as { fromTimeline?: boolean } | null)?.fromTimeline === true;
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...recordQueries.one(id), enabled: valid && session !== null && roleOf(session) === 'patient' });
  if (!session) return null;
  if (roleOf(session) !== 'patient') return <PatientsOnlyNote title={t('myHealth.title')} />;

  return (
    <Stack maw={960}>
      <Anchor
        component={Link}
        to="/my-health"
        onClick={(event) => {
          // Back to the timeline as it was left (its filter and pages), when the person came from it.
          if (fromTimeline) {
            event.preventDefault();
            navigate(-1);
          }
        }}
        size="sm"
      >
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('myHealth.backToRecords')}
      </Anchor>
      <Card withBorder padding="lg">
        {valid ? (
          <RecordBoundary query={query}>{(record) => <RecordDetail record={record} recordHref={recordHref} />}</RecordBoundary>
        ) : (
          <Alert color="red" role="alert">
            {t('records.notFound')}
          </Alert>
        )}
      </Card>
    </Stack>
  );
}

import { Anchor, Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconPencilPlus, IconPill } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { roleOf } from '../../auth/roles';
import { useSession } from '../../auth/useSession';
import { PageHeader } from '../../components/PageHeader';
import { QueryBoundary } from '../../components/QueryBoundary';
import { idParam } from '../../lib/idParam';
import { newRecordPath, recordPath } from '../../lib/recordPaths';
import { RecordListItem } from '../records';
import { patientRecordQueries, usePatientName } from './api';

/** A patient's records for their doctor, newest first, with the way to write a new one. */
export function PatientRecordsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const patientId = idParam(useParams().patientId);
  const isDoctor = session !== null && roleOf(session) === 'doctor';
  const records = useInfiniteQuery({ ...patientRecordQueries.byPatient(patientId ?? 0), enabled: isDoctor && patientId !== null });
  const name = usePatientName(patientId ?? 0);
  if (!isDoctor || patientId === null) return <Navigate to={isDoctor ? '/my-patients' : '/dashboard'} replace />;

  return (
    <Stack maw={960}>
      <Anchor component={Link} to="/my-patients" size="sm">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('recordWriting.backToPatients')}
      </Anchor>
      <PageHeader
        title={name ? t('recordWriting.recordsOf', { name }) : t('recordWriting.records')}
        actions={
          <Group gap="xs">
            <Button component={Link} to={newRecordPath(patientId)} leftSection={<IconPencilPlus size={16} />}>
              {t('recordWriting.writeRecord')}
            </Button>
            <Button component={Link} to={newRecordPath(patientId, { type: 'prescription' })} variant="light" leftSection={<IconPill size={16} />}>
              {t('recordWriting.writePrescription')}
            </Button>
          </Group>
        }
      />
      <QueryBoundary
        query={records}
        failed={t('recordWriting.recordsFailed')}
        empty={t('recordWriting.noRecords')}
        pick={(data) => data.pages.flatMap((p) => p.results)}
      >
        {(list) => (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('recordWriting.records')} data-testid="patient-records">
            {list.map((record) => (
              <RecordListItem key={record.id} record={record} to={recordPath(record.patient, record.id)} />
            ))}
          </Stack>
        )}
      </QueryBoundary>
      {records.hasNextPage && (
        <Button variant="default" onClick={() => records.fetchNextPage()} loading={records.isFetchingNextPage} style={{ alignSelf: 'center' }}>
          {t('recordWriting.loadMore')}
        </Button>
      )}
    </Stack>
  );
}

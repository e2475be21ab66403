import { Anchor, Card, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryBoundary } from '../../components/QueryBoundary';
import { idParam } from '../../lib/idParam';
import { RecordDetail } from '../records';
import { recordQueries } from '../records/api';
import { AccessEnded } from './HospitalPatientPage';
import { hospitalPatientPath, hospitalRecordPath } from './paths';
import { isRefused, useStillShared } from './stillShared';

/**
 * /hospital-patients/:patientId/records/:recordId — one record a patient shared with the hospital,
 * read only: its sections, medications and files (which the staff may open or save). Opening it is
 * written to the patient's "who viewed my record"; once the access ends the server answers 404, and
 * an open page learns of a revocation without a reload.
 */
export function HospitalRecordPage() {
  const { t } = useTranslation();
  const params = useParams();
  const patientId = idParam(params.patientId);
  const recordId = idParam(params.recordId);
  const shared = useStillShared(patientId);
  const query = useQuery({ ...recordQueries.one(recordId ?? 0), enabled: recordId !== null && shared, retry: false });
  const ended = !shared || recordId === null || (query.isError && isRefused(query.error));

  return (
    <Stack maw={960}>
      {patientId !== null && (
        <Anchor component={Link} to={hospitalPatientPath(patientId)} size="sm">
          <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('hospitalPatients.view.backToPatient')}
        </Anchor>
      )}
      {ended || patientId === null ? (
        <AccessEnded />
      ) : (
        <Card withBorder padding="lg">
          <QueryBoundary query={query} failed={t('hospitalPatients.view.recordFailed')}>
            {(record) =>
              record.patient === patientId ? <RecordDetail record={record} recordHref={(id) => hospitalRecordPath(patientId, id)} /> : <AccessEnded />
            }
          </QueryBoundary>
        </Card>
      )}
    </Stack>
  );
}

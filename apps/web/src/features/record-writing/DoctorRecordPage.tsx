import { Alert, Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconPencilPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { roleOf } from '../../auth/roles';
import { useSession } from '../../auth/useSession';
import { ConfirmModal } from '../../components/ConfirmModal';
import { RecordBoundary } from '../../components/RecordBoundary';
import { errorMessage } from '../../lib/errors';
import { whenText } from '../../lib/format';
import { idParam } from '../../lib/idParam';
import { keptNoteKey } from '../../lib/prescriptionWording';
import { editRecordPath, newRecordPath, patientRecordsPath, recordPath } from '../../lib/recordPaths';
import { toast } from '../../shell/toasts';
import { RecordDetail } from '../records';
import { recordQueries } from '../records/api';
import { useDeleteRecord } from './api';
import { PrescriptionActions } from './PrescriptionActions';

/** One record as the doctor sees it, with what they may do with it now: the author edits or deletes
 * within the window; once it has closed, any of the patient's doctors may correct it. */
export function DoctorRecordPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const params = useParams();
  const patientId = idParam(params.patientId);
  const recordId = idParam(params.recordId);
  const isDoctor = session !== null && roleOf(session) === 'doctor';
  const query = useQuery({ ...recordQueries.one(recordId ?? 0), enabled: isDoctor && recordId !== null });
  const remove = useDeleteRecord();
  const [confirming, setConfirming] = useState(false);
  if (!isDoctor || patientId === null) return <Navigate to={isDoctor ? '/my-patients' : '/dashboard'} replace />;

  const deleteRecord = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('recordWriting.deleted'));
        navigate(patientRecordsPath(patientId), { replace: true });
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(errorMessage(error, t('recordWriting.deleteFailed')));
      },
    });

  return (
    <Stack maw={960}>
      <Anchor component={Link} to={patientRecordsPath(patientId)} size="sm">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('recordWriting.backToRecords')}
      </Anchor>
      <Card withBorder padding="lg">
        {recordId === null ? (
          <Alert color="red" role="alert">
            {t('records.notFound')}
          </Alert>
        ) : (
          <RecordBoundary query={query}>
            {(record) => {
              const may = new Set(record.allowed_actions);
              // Inside its author's window a record is theirs to change; a correction comes after it.
              const correctable = Date.parse(record.editable_until) <= Date.now();
              // A prescription stopped, replaced or replacing another is kept as it is (its history).
              const kept = record.prescription_status !== null && (record.prescription_status !== 'active' || record.replaces !== null);
              const actions = (
                <Group gap="xs">
                  <PrescriptionActions record={record} patientId={patientId} />
                  {may.has('edit') && (
                    <Button size="xs" variant="light" component={Link} to={editRecordPath(patientId, record.id)} leftSection={<IconPencil size={14} />}>
                      {t('recordWriting.edit')}
                    </Button>
                  )}
                  {may.has('delete') && (
                    <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)} leftSection={<IconTrash size={14} />}>
                      {t('recordWriting.delete')}
                    </Button>
                  )}
                  {!may.has('edit') && !correctable && (
                    <Text size="sm" c="dimmed">
                      {kept && record.prescription_status
                        ? t(keptNoteKey(record.prescription_status))
                        : t('recordWriting.correctAfter', { when: whenText(record.editable_until) })}
                    </Text>
                  )}
                  {!may.has('edit') && correctable && (
                    <Button
                      size="xs"
                      variant="light"
                      component={Link}
                      to={newRecordPath(patientId, { amends: record.id })}
                      leftSection={<IconPencilPlus size={14} />}
                    >
                      {t('recordWriting.correct')}
                    </Button>
                  )}
                </Group>
              );
              return (
                <>
                  <RecordDetail record={record} recordHref={(id) => recordPath(patientId, id)} actions={actions} />
                  <ConfirmModal
                    opened={confirming}
                    title={t('recordWriting.deleteTitle')}
                    confirmLabel={t('recordWriting.delete')}
                    cancelLabel={t('recordWriting.keep')}
                    busy={remove.isPending}
                    danger
                    onClose={() => setConfirming(false)}
                    onConfirm={() => deleteRecord(record.id)}
                  >
                    {t('recordWriting.deleteConfirm', { title: record.title })}
                  </ConfirmModal>
                </>
              );
            }}
          </RecordBoundary>
        )}
      </Card>
    </Stack>
  );
}

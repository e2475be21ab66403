import { Alert, Anchor, Button, Card, Stack, Text, TextInput } from '@mantine/core';
import { type MedicalRecord, PRESCRIPTION_REASON_MAX, RECORD_EDIT_WINDOW_HOURS } from '@naijacare/contracts';
import { IconArrowLeft, IconPencilPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { roleOf } from '../../auth/roles';
import { useSession } from '../../auth/useSession';
import { PageHeader } from '../../components/PageHeader';
import { RecordBoundary } from '../../components/RecordBoundary';
import { dateText } from '../../lib/format';
import { idParam } from '../../lib/idParam';
import { editRecordPath, newRecordPath, patientRecordsPath, recordPath } from '../../lib/recordPaths';
import { toast } from '../../shell/toasts';
import { recordQueries } from '../records/api';
import { usePatientName } from './api';
import { whyNotEditable } from './editRefusal';
import { RecordForm } from './RecordForm';
import { draftOf, emptyDraft } from './recordDraft';
import { holdUnsentFiles, type UnsentFiles, unsentFilesOf } from './unsentFiles';

/** Why the record cannot be changed here, and the way to set it right: a correction. */
function NotEditable({ record, patientId }: { record: MedicalRecord; patientId: number }) {
  const { t } = useTranslation();
  const reason = whyNotEditable(record);
  return (
    <Alert color="orange" role="alert" title={t('recordForm.lockedTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {reason === 'window_closed'
            ? t('recordForm.windowClosed', { hours: RECORD_EDIT_WINDOW_HOURS, date: dateText(record.created_at) ?? '' })
            : t('recordForm.notAuthor')}
        </Text>
        <Button size="xs" variant="light" component={Link} to={newRecordPath(patientId, { amends: record.id })} leftSection={<IconPencilPlus size={14} />}>
          {t('recordWriting.correct')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * The record form on its own page (a phone keeps the whole screen for it): a new record, linked
 * to an appointment when written from one, a correction of an older record (`?amends=`), or a
 * change of the doctor's own record (`/edit`) while the server allows it.
 */
export function RecordWritePage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = useParams();
  const [search] = useSearchParams();
  const patientId = idParam(params.patientId);
  const editing = idParam(params.recordId);
  const amends = idParam(search.get('amends'));
  const replaces = idParam(search.get('replaces'));
  const [reason, setReason] = useState('');
  const appointment = idParam(search.get('appointment'));
  const isDoctor = session !== null && roleOf(session) === 'doctor';
  const source = editing ?? amends ?? replaces;
  const sourceQuery = useQuery({ ...recordQueries.one(source ?? 0), enabled: isDoctor && source !== null });
  const name = usePatientName(patientId ?? 0);
  if (!isDoctor || patientId === null) return <Navigate to={isDoctor ? '/my-patients' : '/dashboard'} replace />;

  const prescription = search.get('type') === 'prescription';
  const unsent = editing ? unsentFilesOf(editing) : undefined;
  const title = editing
    ? t('recordForm.editTitle')
    : replaces
      ? t('recordWriting.rx.replaceTitle')
      : amends
        ? t('recordForm.correctionTitle')
        : prescription
          ? t('recordForm.newPrescriptionTitle')
          : t('recordForm.newTitle');
  const back = editing ? recordPath(patientId, editing) : patientRecordsPath(patientId);
  const done = (record: MedicalRecord) => {
    toast.success(editing && !unsent ? t('recordForm.changed') : t('recordForm.saved'));
    navigate(recordPath(patientId, record.id), { replace: true });
  };
  // The record is saved: its address replaces "new", so a reload cannot write it again.
  const filesRefused = (record: MedicalRecord, files: UnsentFiles) => {
    holdUnsentFiles(record.id, files);
    queryClient.setQueryData(recordQueries.one(record.id).queryKey, record);
    navigate(editRecordPath(patientId, record.id), { replace: true });
  };
  const form = (record: MedicalRecord | null) => (
    <RecordForm
      // A reload after a conflict gives a new version: the form starts again from it.
      key={record ? `${record.id}-${record.updated_at}` : 'new'}
      patientId={patientId}
      initial={record ? draftOf(record) : emptyDraft(prescription ? 'prescription' : 'consultation')}
      replaces={editing || !replaces ? null : { id: replaces, reason }}
      record={editing && record ? record : undefined}
      appointmentId={editing ? null : appointment}
      amends={editing ? null : amends}
      label={title}
      onDone={done}
      onCancel={() => navigate(back)}
      onReload={() => sourceQuery.refetch()}
      correctionHref={editing ? newRecordPath(patientId, { amends: editing }) : undefined}
      onFilesRefused={filesRefused}
      unsent={unsent}
    />
  );

  return (
    <Stack maw={960}>
      <Anchor component={Link} to={back} size="sm">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {editing ? t('recordWriting.backToRecord') : t('recordWriting.backToRecords')}
      </Anchor>
      <PageHeader title={title} description={name ? t('recordForm.forPatient', { name }) : undefined} />
      {replaces && !editing && (
        <Stack gap="xs">
          {/* Named by its title and date, never by its internal number. */}
          {sourceQuery.data && (
            <Text size="sm" c="dimmed" data-testid="replace-of">
              {t('recordWriting.rx.replaceOfNamed', { title: sourceQuery.data.title, date: dateText(sourceQuery.data.created_at) ?? '' })}
            </Text>
          )}
          <TextInput
            label={t('recordWriting.rx.replaceReason')}
            description={t('recordWriting.rx.replaceReasonHint')}
            value={reason}
            maxLength={PRESCRIPTION_REASON_MAX}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
        </Stack>
      )}
      {amends && !editing && (
        <Text size="sm" c="dimmed">
          {t('recordForm.correctionOf', { id: amends })}
        </Text>
      )}
      <Card withBorder padding="lg">
        {source ? (
          <RecordBoundary query={sourceQuery}>
            {(record) => (editing && !unsent && whyNotEditable(record) ? <NotEditable record={record} patientId={patientId} /> : form(record))}
          </RecordBoundary>
        ) : (
          form(null)
        )}
      </Card>
    </Stack>
  );
}

// The doctor's form for a medical record: a new one (from an appointment or the patient's
// history, or a correction of an older record) or a change within the edit window. Checked with
// the server's schemas before sending; the server's refusals land next to their field. Files
// are sent after the record is saved: if that fails, the record stays and the files can be retried.
// A change the server refuses because the record can no longer be changed (its window has
// closed) is said so, with the way to write a correction instead.

import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import { Alert, Button, Fieldset, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { lagosDate, MEDICATIONS_MAX, type MedicalRecord, RECORD_TEXT_LIMITS, RECORD_TYPES, type RecordType } from '@naijacare/contracts';
import { IconPencilPlus, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormProblem } from '../../forms/FormProblem';
import { describeError, type ErrorText, errorBodyOf } from '../../lib/errors';
import { AttachmentPicker } from './AttachmentPicker';
import { useCreateRecord, useReplacePrescription, useUpdateRecord, useUploadAttachments } from './api';
import { editRefusalOf } from './editRefusal';
import { batchesOf, guessFileType, type PickedFile } from './files';
import { checkCreate, checkUpdate, emptyMedication, type RecordDraft } from './recordDraft';
import { dropUnsentFiles, type UnsentFiles } from './unsentFiles';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface RecordFormProps {
  patientId: number;
  initial: RecordDraft;
  /** The record being changed; without it a new record is written. */
  record?: MedicalRecord;
  appointmentId?: number | null;
  /** The record a new one corrects. */
  amends?: number | null;
  /** The prescription a new one replaces, and why (told to the patient). */
  replaces?: { id: number; reason: string } | null;
  /** The record is saved and its files (if any) sent. */
  onDone: (record: MedicalRecord) => void;
  onCancel: () => void;
  /** Reads the record again after someone else changed it (a 409). */
  onReload?: () => void;
  /** Where a correction of the record being changed is written, offered when it can no longer be changed. */
  correctionHref?: string;
  /** Names the form for assistive technology (the page's title). */
  label?: string;
  /**
   * A new record is saved but its files were refused: the page moves to the saved record's address
   * and shows them there (`unsent`). Without it the form shows them in place.
   */
  onFilesRefused?: (record: MedicalRecord, unsent: UnsentFiles) => void;
  /** Files `record` was saved without, to send again. */
  unsent?: UnsentFiles;
}

export function RecordForm({
  patientId,
  initial,
  record,
  appointmentId,
  amends,
  replaces,
  onDone,
  onCancel,
  onReload,
  correctionHref,
  label,
  onFilesRefused,
  unsent,
}: RecordFormProps) {
  const { t } = useTranslation();
  const form = useForm<RecordDraft>({ initialValues: initial });
  const [files, setFiles] = useState<PickedFile[]>(() => unsent?.files ?? []);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileErrors, setFileErrors] = useState<Record<string, string>>(() => unsent?.fileErrors ?? {});
  const [problem, setProblem] = useState<ErrorText | null>(() => unsent?.problem ?? null);
  const [conflict, setConflict] = useState(false);
  /** The server refused the change because the record can no longer be changed: its words. */
  const [locked, setLocked] = useState<string | null>(null);
  /** The record is saved but its files were not: only the files can still be sent. */
  const [saved, setSaved] = useState<MedicalRecord | null>(() => (unsent && record ? record : null));
  // Files held for this record were handed over once; leaving the page lets them go.
  useEffect(() => {
    const id = unsent && record ? record.id : null;
    return () => {
      if (id !== null) dropUnsentFiles(id);
    };
  }, [unsent, record]);
  const create = useCreateRecord();
  const update = useUpdateRecord(record?.id ?? 0);
  const replace = useReplacePrescription(replaces?.id ?? 0);
  const upload = useUploadAttachments(setProgress);
  const busy = create.isPending || update.isPending || replace.isPending || upload.isPending;
  const isPrescription = form.values.record_type === 'prescription';

  const sendFiles = (target: MedicalRecord) => {
    if (files.length === 0) {
      onDone(target);
      return;
    }
    setFileErrors({});
    setProblem(null);
    setProgress(0);
    // What is still to send: a batch stored before another is refused is not sent again.
    let waiting = files;
    upload.mutate(
      {
        recordId: target.id,
        batches: batchesOf(files, guessFileType(target.record_type)),
        onStored: (stored) => {
          waiting = waiting.filter((p) => !stored.includes(p.file));
          setFiles(waiting);
        },
      },
      {
        onSuccess: () => onDone(target),
        onError: (error) => {
          setProgress(null);
          const text = describeError(error, t('recordWriting.files.failed'));
          const name = errorBodyOf(error)?.details?.file;
          const refusedFiles = typeof name === 'string' && waiting.some((p) => p.file.name === name) ? { [name]: text.message } : {};
          const refusal = { title: t('recordWriting.files.savedNotSent'), message: text.message };
          if (!record && onFilesRefused) {
            onFilesRefused(target, { files: waiting, fileErrors: refusedFiles, problem: refusal });
            return;
          }
          setSaved(target);
          setFileErrors(refusedFiles);
          setProblem(refusal);
        },
      },
    );
  };

  const onServerError = (error: unknown) => {
    const refusal = editRefusalOf(error);
    if (refusal === 'changed_meanwhile') {
      setConflict(true);
      return;
    }
    if (refusal === 'locked') {
      setLocked(describeError(error, t('recordForm.lockedTitle')).message);
      return;
    }
    const text = describeError(error, t('recordForm.failed'));
    const field = errorBodyOf(error)?.details?.field;
    if (typeof field === 'string' && field !== 'patient' && field !== 'appointment' && field !== 'amends' && field !== 'updated_at')
      form.setFieldError(field, text.message);
    else setProblem(text);
  };

  const submit = form.onSubmit((values) => {
    setProblem(null);
    setConflict(false);
    setLocked(null);
    form.clearErrors();
    if (record) {
      const checked = checkUpdate(values, record.updated_at);
      if (!checked.ok) return form.setErrors(checked.errors);
      update.mutate(checked.body, { onSuccess: sendFiles, onError: onServerError });
    } else if (replaces) {
      const checked = checkCreate({ ...values, record_type: 'prescription' }, { patient: patientId, appointment: appointmentId });
      if (!checked.ok) return form.setErrors(checked.errors);
      const { patient: _p, amends: _a, record_type: _t, ...body } = checked.body;
      replace.mutate(
        { ...body, medications: body.medications ?? [], reason: replaces.reason.trim() || undefined },
        { onSuccess: sendFiles, onError: onServerError },
      );
    } else {
      const checked = checkCreate(values, { patient: patientId, appointment: appointmentId, amends });
      if (!checked.ok) return form.setErrors(checked.errors);
      create.mutate(checked.body, { onSuccess: sendFiles, onError: onServerError });
    }
  });

  const changeType = (value: string | null) => {
    if (!value) return;
    form.setFieldValue('record_type', value as RecordType);
    if (value === 'prescription' && form.values.medications.length === 0) form.setFieldValue('medications', [emptyMedication()]);
  };

  const typeOptions = RECORD_TYPES.map((type) => ({ value: type, label: t(`records.type.${type}`) }));
  const medicationsError = form.errors.medications;

  if (saved)
    return (
      <Stack>
        <FormProblem title={problem?.title} message={problem?.message} />
        <AttachmentPicker
          files={files}
          onFilesChange={setFiles}
          guess={guessFileType(saved.record_type)}
          progress={progress}
          fileErrors={fileErrors}
          disabled={busy}
        />
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={() => onDone(saved)} disabled={busy}>
            {t('recordWriting.files.withoutFiles')}
          </Button>
          <Button onClick={() => sendFiles(saved)} loading={upload.isPending} disabled={files.length === 0}>
            {t('recordWriting.files.retry')}
          </Button>
        </Group>
      </Stack>
    );

  return (
    <form onSubmit={submit} noValidate aria-label={label ?? (record ? t('recordForm.editTitle') : t('recordForm.newTitle'))}>
      <Stack>
        {locked && (
          <Alert color="red" role="alert" title={t('recordForm.lockedTitle')}>
            <Stack gap="xs" align="flex-start">
              {locked}
              {correctionHref && (
                <Button size="xs" variant="light" component={Link} to={correctionHref} leftSection={<IconPencilPlus size={14} />}>
                  {t('recordWriting.correct')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        {conflict && (
          <Alert color="orange" role="alert" title={t('recordForm.conflictTitle')}>
            <Stack gap="xs" align="flex-start">
              {t('recordForm.conflict')}
              {onReload && (
                <Button size="xs" variant="light" onClick={onReload}>
                  {t('recordForm.reload')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('recordForm.type')}
            data={typeOptions}
            allowDeselect={false}
            withAsterisk
            // A replacement is a prescription.
            disabled={Boolean(replaces)}
            {...form.getInputProps('record_type')}
            onChange={changeType}
          />
          <DateInput
            label={t('recordForm.followUp')}
            description={t('recordForm.followUpHint')}
            placeholder="YYYY-MM-DD"
            valueFormat="YYYY-MM-DD"
            dateParser={(text) => (ISO_DATE.test(text.trim()) ? text.trim() : null)}
            minDate={lagosDate(new Date())}
            clearable
            clearButtonProps={{ 'aria-label': t('recordForm.clearFollowUp') }}
            {...form.getInputProps('follow_up_date')}
          />
        </SimpleGrid>
        <TextInput label={t('recordForm.title')} maxLength={RECORD_TEXT_LIMITS.title} withAsterisk {...form.getInputProps('title')} />
        <Textarea label={t('recordForm.description')} autosize minRows={3} maxLength={RECORD_TEXT_LIMITS.description} {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Textarea label={t('recordForm.diagnosis')} autosize minRows={2} maxLength={RECORD_TEXT_LIMITS.diagnosis} {...form.getInputProps('diagnosis')} />
          <Textarea label={t('recordForm.treatment')} autosize minRows={2} maxLength={RECORD_TEXT_LIMITS.treatment} {...form.getInputProps('treatment')} />
        </SimpleGrid>

        {isPrescription && (
          <Stack gap="sm">
            {form.values.medications.map((row, index) => (
              <Fieldset key={row.key} legend={t('recordForm.medicationNumber', { n: index + 1 })} p="sm">
                <Stack gap="xs">
                  <TextInput
                    label={t('recordForm.medicationName')}
                    withAsterisk
                    maxLength={RECORD_TEXT_LIMITS.medication_name}
                    {...form.getInputProps(`medications.${index}.name`)}
                  />
                  <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
                    <TextInput
                      label={t('recordForm.dosage')}
                      placeholder={t('recordForm.dosageExample')}
                      withAsterisk
                      maxLength={RECORD_TEXT_LIMITS.dosage}
                      {...form.getInputProps(`medications.${index}.dosage`)}
                    />
                    <TextInput
                      label={t('recordForm.frequency')}
                      placeholder={t('recordForm.frequencyExample')}
                      withAsterisk
                      maxLength={RECORD_TEXT_LIMITS.frequency}
                      {...form.getInputProps(`medications.${index}.frequency`)}
                    />
                    <TextInput
                      label={t('recordForm.duration')}
                      placeholder={t('recordForm.durationExample')}
                      maxLength={RECORD_TEXT_LIMITS.duration}
                      {...form.getInputProps(`medications.${index}.duration`)}
                    />
                  </SimpleGrid>
                  <TextInput
                    label={t('recordForm.instructions')}
                    maxLength={RECORD_TEXT_LIMITS.instructions}
                    {...form.getInputProps(`medications.${index}.instructions`)}
                  />
                  <Group justify="flex-end">
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={14} />}
                      disabled={form.values.medications.length <= 1}
                      onClick={() => form.removeListItem('medications', index)}
                      aria-label={t('recordForm.removeMedicationNumber', { n: index + 1 })}
                    >
                      {t('recordForm.removeMedication')}
                    </Button>
                  </Group>
                </Stack>
              </Fieldset>
            ))}
            {typeof medicationsError === 'string' && <FormProblem message={medicationsError} />}
            <Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                disabled={form.values.medications.length >= MEDICATIONS_MAX}
                onClick={() => form.insertListItem('medications', emptyMedication())}
              >
                {t('recordForm.addMedication')}
              </Button>
            </Group>
          </Stack>
        )}

        {(!record || record.allowed_actions.includes('edit')) && (
          <AttachmentPicker
            files={files}
            onFilesChange={setFiles}
            guess={guessFileType(form.values.record_type)}
            progress={progress}
            fileErrors={fileErrors}
            disabled={busy}
          />
        )}

        <FormProblem title={problem?.title} message={problem?.message} />
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('recordForm.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {record ? t('recordForm.saveChanges') : t('recordForm.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

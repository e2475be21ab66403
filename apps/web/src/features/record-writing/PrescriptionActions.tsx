// What a treating doctor may do with a prescription (the server's allowed_actions): stop it with a
// reason the patient is told, replace it by a new one (the record form, filled from it), or renew
// it as it is. Each opens the result: the stopped prescription, or the new one.

import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type MedicalRecord, PRESCRIPTION_REASON_MAX } from '@naijacare/contracts';
import { IconPlayerStop, IconRefresh, IconReplace } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmModal } from '../../components/ConfirmModal';
import { errorMessage } from '../../lib/errors';
import { newRecordPath, recordPath } from '../../lib/recordPaths';
import { toast } from '../../shell/toasts';
import { useRenewPrescription, useStopPrescription } from './api';

export function PrescriptionActions({ record, patientId }: { record: MedicalRecord; patientId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const stop = useStopPrescription(record.id);
  const renew = useRenewPrescription(record.id);
  const [stopping, setStopping] = useState(false);
  const [renewing, setRenewing] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const may = new Set(record.allowed_actions);
  if (record.record_type !== 'prescription') return null;

  const confirmStop = () => {
    if (!reason.trim()) {
      setReasonError(t('recordWriting.rx.reasonRequired'));
      return;
    }
    stop.mutate(reason.trim(), {
      onSuccess: () => {
        setStopping(false);
        toast.success(t('recordWriting.rx.stopped'));
      },
      onError: (error) => setReasonError(errorMessage(error, t('recordWriting.rx.failed'))),
    });
  };
  const confirmRenew = () =>
    renew.mutate(undefined, {
      onSuccess: (fresh) => {
        setRenewing(false);
        toast.success(t('recordWriting.rx.renewed'));
        navigate(recordPath(patientId, fresh.id));
      },
      onError: (error) => {
        setRenewing(false);
        toast.error(errorMessage(error, t('recordWriting.rx.failed')));
      },
    });

  return (
    <>
      {may.has('stop') && (
        <Button size="xs" variant="light" color="red" leftSection={<IconPlayerStop size={14} />} onClick={() => setStopping(true)}>
          {t('recordWriting.rx.stop')}
        </Button>
      )}
      {may.has('replace') && (
        <Button
          size="xs"
          variant="light"
          component={Link}
          to={newRecordPath(patientId, { type: 'prescription', replaces: record.id })}
          leftSection={<IconReplace size={14} />}
        >
          {t('recordWriting.rx.replace')}
        </Button>
      )}
      {may.has('renew') && (
        <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} onClick={() => setRenewing(true)}>
          {t('recordWriting.rx.renew')}
        </Button>
      )}
      <Modal opened={stopping} onClose={() => setStopping(false)} title={t('recordWriting.rx.stopTitle')} centered>
        <Stack>
          <Text size="sm">{t('recordWriting.rx.stopText', { title: record.title })}</Text>
          <Textarea
            label={t('recordWriting.rx.reason')}
            withAsterisk
            autosize
            minRows={2}
            maxLength={PRESCRIPTION_REASON_MAX}
            value={reason}
            error={reasonError}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setReasonError(null);
            }}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStopping(false)}>
              {t('recordWriting.keep')}
            </Button>
            <Button color="red" loading={stop.isPending} onClick={confirmStop}>
              {t('recordWriting.rx.stop')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmModal
        opened={renewing}
        title={t('recordWriting.rx.renewTitle')}
        confirmLabel={t('recordWriting.rx.renew')}
        cancelLabel={t('recordWriting.keep')}
        busy={renew.isPending}
        onClose={() => setRenewing(false)}
        onConfirm={confirmRenew}
      >
        {t('recordWriting.rx.renewText', { title: record.title })}
      </ConfirmModal>
    </>
  );
}

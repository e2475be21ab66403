import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { REASON_MAX_LENGTH } from '@naijacare/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../components/FormActions';

interface ReasonModalProps {
  opened: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  description: ReactNode;
  reasonLabel: string;
  confirmLabel: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

/** Asks for the required reason of a cancellation or a rejection before sending it. */
export function ReasonModal({ opened, title, description, reasonLabel, confirmLabel, busy, onClose, onConfirm }: ReasonModalProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setReason('');
      setProblem(null);
    }
  }, [opened]);

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const text = reason.trim();
          if (!text) {
            setProblem(t('appointments.reasonRequired', { label: reasonLabel }));
            return;
          }
          onConfirm(text);
        }}
      >
        <Stack>
          <Text size="sm">{description}</Text>
          <Textarea
            label={reasonLabel}
            required
            autosize
            minRows={3}
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            error={problem}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setProblem(null);
            }}
            data-autofocus
          />
          <FormActions busy={busy} cancelLabel={t('appointments.keepAppointment')} onCancel={onClose} submitLabel={confirmLabel} danger />
        </Stack>
      </form>
    </Modal>
  );
}

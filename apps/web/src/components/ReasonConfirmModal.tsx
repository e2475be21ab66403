import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ReasonConfirmModalProps {
  opened: boolean;
  title: string;
  /** What will happen, in the person's words. */
  text: ReactNode;
  reasonLabel: string;
  reasonMaxLength?: number;
  /** More choices between the reason and the buttons (e.g. whether to tell the patient). */
  children?: ReactNode;
  confirmLabel: string;
  /** The confirm button's colour: red for what takes something away (the default). */
  confirmColor?: string;
  busy: boolean;
  onClose: () => void;
  /** Given the reason, trimmed; empty when none was written (the server then writes its default). */
  onConfirm: (reason: string) => void;
}

/** Asks before a revocation that takes an optional reason. */
export function ReasonConfirmModal({
  opened,
  title,
  text,
  reasonLabel,
  reasonMaxLength = 500,
  children,
  confirmLabel,
  confirmColor = 'red',
  busy,
  onClose,
  onConfirm,
}: ReasonConfirmModalProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  // A new question starts with no reason; a refused one keeps what was written.
  useEffect(() => {
    if (opened) setReason('');
  }, [opened]);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        <Text size="sm">{text}</Text>
        {/* The reason first: a dialog that asks for one should not confirm on an Enter pressed at once. */}
        <Textarea
          label={reasonLabel}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={reasonMaxLength}
          autosize
          minRows={2}
          data-autofocus
        />
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('common.notNow')}
          </Button>
          <Button color={confirmColor} loading={busy} onClick={() => onConfirm(reason.trim())}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

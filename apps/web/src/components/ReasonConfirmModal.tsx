import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ReasonConfirmModalProps {
  opened: boolean;
  title: string;
  /** What will happen, in the person's words. */
  text: ReactNode;
  /** More about what will happen, below the text (a list of consequences, say). */
  details?: ReactNode;
  reasonLabel: string;
  /** Set when a reason must be given: what is said under the field when it is left empty. */
  reasonRequired?: string;
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

/** Asks before a revocation that takes a reason, optional unless `reasonRequired` is set. */
export function ReasonConfirmModal({
  opened,
  title,
  text,
  details,
  reasonLabel,
  reasonRequired,
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
  const [missing, setMissing] = useState(false);
  // A new question starts with no reason; a refused one keeps what was written.
  useEffect(() => {
    if (opened) {
      setReason('');
      setMissing(false);
    }
  }, [opened]);
  const confirm = () => {
    const given = reason.trim();
    if (reasonRequired && !given) return setMissing(true);
    onConfirm(given);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        <Text size="sm">{text}</Text>
        {details}
        {/* The reason first: a dialog that asks for one should not confirm on an Enter pressed at once. */}
        <Textarea
          label={reasonLabel}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? reasonRequired : null}
          withAsterisk={Boolean(reasonRequired)}
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
          <Button color={confirmColor} loading={busy} onClick={confirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

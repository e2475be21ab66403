import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** What will happen, in the person's words. */
  children: ReactNode;
  confirmLabel: string;
  /** The way back, e.g. "Keep it", "Not yet". */
  cancelLabel?: string;
  busy: boolean;
  danger?: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Asks before an action that cannot be taken back (ending a session, deciding on an application). */
export function ConfirmModal({ opened, title, children, confirmLabel, cancelLabel, busy, danger, onClose, onConfirm }: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        <Text size="sm">{children}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {cancelLabel ?? t('common.notNow')}
          </Button>
          <Button color={danger ? 'red' : undefined} loading={busy} onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

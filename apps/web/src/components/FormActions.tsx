import { Button, Group, type MantineSize, Text } from '@mantine/core';
import { ERROR_TEXT } from '../theme';

interface FormActionsProps {
  /** The problem to show above the buttons, if any. */
  error?: string | null;
  busy: boolean;
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  /** A destructive submit (reject, cancel) is red. */
  danger?: boolean;
  size?: MantineSize | 'xs';
}

/** The foot of a form in a modal or card: the current problem, a way back, and the submit button. */
export function FormActions({ error, busy, cancelLabel, onCancel, submitLabel, danger, size }: FormActionsProps) {
  return (
    <>
      {error && (
        <Text c={ERROR_TEXT} size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group gap={size === 'xs' ? 'xs' : undefined} justify="flex-end">
        <Button size={size} variant="default" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button size={size} type="submit" color={danger ? 'red' : undefined} loading={busy}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}

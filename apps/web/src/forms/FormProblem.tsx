import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A form-level problem: the first failing rule, or the server's answer. */
export function FormProblem({ title, message }: { title?: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={title} role="alert">
      {message}
    </Alert>
  );
}

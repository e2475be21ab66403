import { Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { checkPasswordChange } from '@naijacare/contracts';
import { useState } from 'react';
import { FormProblem } from '../../forms/FormProblem';
import { describeError, type ErrorText, errorBodyOf } from '../../lib/errors';
import { toast } from '../../shell/toasts';
import { useChangePassword } from '../auth/api';

export function ChangePasswordForm() {
  const change = useChangePassword();
  const [problem, setProblem] = useState<ErrorText | null>(null);
  const form = useForm({ initialValues: { old_password: '', new_password: '', new_password_confirm: '' } });

  const submit = form.onSubmit((values) => {
    setProblem(null);
    form.clearErrors();
    const checked = checkPasswordChange(values);
    if (!checked.ok) {
      form.setFieldError(checked.problem.field, checked.problem.message);
      setProblem({ message: checked.problem.message });
      return;
    }
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        toast.success('Your other devices have been signed out.', 'Password changed');
      },
      onError: (error) => {
        const text = describeError(error, 'Could not change your password. Please try again.');
        const field = errorBodyOf(error)?.details?.field;
        if (typeof field === 'string') form.setFieldError(field, text.message);
        setProblem(text);
      },
    });
  });

  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="lg">
        Change password
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Changing your password signs you out everywhere else.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={420}>
          <PasswordInput label="Current password" autoComplete="current-password" {...form.getInputProps('old_password')} />
          <PasswordInput label="New password" description="At least 8 characters" autoComplete="new-password" {...form.getInputProps('new_password')} />
          <PasswordInput label="Confirm new password" autoComplete="new-password" {...form.getInputProps('new_password_confirm')} />
          <FormProblem title={problem?.title} message={problem?.message} />
          <Group>
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

import { Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { checkPasswordChange } from '@naijacare/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '../../forms/FormProblem';
import { messageOf } from '../../i18n/messageOf';
import { describeError, type ErrorText, errorBodyOf } from '../../lib/errors';
import { toast } from '../../shell/toasts';
import { useChangePassword } from '../auth/api';

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [problem, setProblem] = useState<ErrorText | null>(null);
  const form = useForm({ initialValues: { old_password: '', new_password: '', new_password_confirm: '' } });

  const submit = form.onSubmit((values) => {
    setProblem(null);
    form.clearErrors();
    const checked = checkPasswordChange(values);
    if (!checked.ok) {
      form.setFieldError(checked.problem.field, messageOf(checked.problem));
      setProblem({ message: messageOf(checked.problem) });
      return;
    }
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        toast.success(t('profile.password.changedText'), t('profile.password.changed'));
      },
      onError: (error) => {
        const text = describeError(error, t('profile.password.failed'));
        const field = errorBodyOf(error)?.details?.field;
        if (typeof field === 'string') form.setFieldError(field, text.message);
        setProblem(text);
      },
    });
  });

  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="lg">
        {t('profile.password.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('profile.password.intro')}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={420}>
          <PasswordInput label={t('profile.password.current')} autoComplete="current-password" {...form.getInputProps('old_password')} />
          <PasswordInput
            label={t('profile.password.new')}
            description={t('profile.password.hint')}
            autoComplete="new-password"
            {...form.getInputProps('new_password')}
          />
          <PasswordInput label={t('profile.password.confirm')} autoComplete="new-password" {...form.getInputProps('new_password_confirm')} />
          <FormProblem title={problem?.title} message={problem?.message} />
          <Group>
            <Button type="submit" loading={change.isPending}>
              {t('profile.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { checkLogin } from '@naijacare/contracts';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messageOf } from '../../i18n/messageOf';
import { AuthFrame } from './AuthFrame';
import { type Credentials, useLogin } from './api';
import { DemoAccountsHint } from './DemoAccountsHint';
import { isAwaitingApproval, type LoginErrorView, loginErrorView } from './loginError';

export function LoginPage() {
  const { t } = useTranslation();
  const login = useLogin();
  const [problem, setProblem] = useState<(LoginErrorView & { information: boolean }) | null>(null);
  const form = useForm<Credentials>({ initialValues: { username: '', password: '' } });

  const submit = form.onSubmit((values) => {
    setProblem(null);
    const checked = checkLogin(values);
    if (!checked.ok) {
      form.setFieldError(checked.problem.field, messageOf(checked.problem));
      return;
    }
    // On success the public-route guard sends the person back where they came from, or to their landing page.
    login.mutate(checked.value, { onError: (error) => setProblem({ ...loginErrorView(error), information: isAwaitingApproval(error) }) });
  });

  return (
    <AuthFrame title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {problem && (
            <Alert
              color={problem.information ? 'blue' : 'red'}
              icon={problem.information ? <IconInfoCircle size={18} /> : <IconAlertCircle size={18} />}
              title={problem.title}
              role={problem.information ? 'status' : 'alert'}
            >
              <Text size="sm">{problem.message}</Text>
              {problem.hospitalName && (
                <Text size="sm" mt={4}>
                  {t('auth.login.hospital')} <strong>{problem.hospitalName}</strong>
                </Text>
              )}
              {problem.reason && (
                <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }} data-testid="login-refusal-reason">
                  {t('auth.login.inactiveReason', { reason: problem.reason })}
                </Text>
              )}
              {problem.contactSupport && (
                <Text size="sm" mt={4}>
                  {t('auth.login.contactSupportHint')}{' '}
                  <Anchor component={Link} to="/support/contact" fw={600} c="inherit" underline="always">
                    {t('auth.login.contactSupport')}
                  </Anchor>
                </Text>
              )}
            </Alert>
          )}
          <TextInput label={t('auth.login.username')} autoComplete="username" autoFocus {...form.getInputProps('username')} />
          <PasswordInput label={t('auth.login.password')} autoComplete="current-password" {...form.getInputProps('password')} />
          <Button type="submit" fullWidth disabled={login.isPending}>
            {login.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
          </Button>
          <DemoAccountsHint
            onPick={(credentials) => {
              form.setValues(credentials);
              form.clearErrors();
              setProblem(null);
            }}
          />
          <Text size="sm" ta="center">
            {t('auth.login.newHere')}{' '}
            <Anchor component={Link} to="/register">
              {t('auth.login.createAccount')}
            </Anchor>
          </Text>
          <Text size="sm" ta="center">
            {t('auth.login.registeringHospital')}{' '}
            <Anchor component={Link} to="/hospital-register">
              {t('auth.login.registerHospital')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthFrame>
  );
}

// The rest of Mantine's styles: /login paints with only the few main.tsx imports.
import '@mantine/core/styles.css';
import { Alert, Anchor, Button, Divider, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { checkHospitalRegistration } from '@naijacare/contracts';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormProblem } from '../../forms/FormProblem';
import { CredentialFields, PersonFields } from '../../forms/fields';
import type { HospitalRegisterFormValues } from '../../forms/values';
import { messageOf } from '../../i18n/messageOf';
import { describeError, type ErrorText, errorBodyOf } from '../../lib/errors';
import { AuthFrame } from './AuthFrame';
import { useHospitalRegister } from './api';
import { HOSPITAL_REGISTRATION_FIELDS as FIELDS, hospitalRegistrationPayload } from './registrationPayload';

export function HospitalRegisterPage() {
  const { t } = useTranslation();
  const register = useHospitalRegister();
  const [problem, setProblem] = useState<ErrorText | null>(null);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const form = useForm<HospitalRegisterFormValues>({
    initialValues: { ...(Object.fromEntries(FIELDS.map((field) => [field, ''])) as HospitalRegisterFormValues), state: null },
  });

  const submit = form.onSubmit((values) => {
    setProblem(null);
    form.clearErrors();
    const payload = hospitalRegistrationPayload(values);
    const checked = checkHospitalRegistration(payload);
    if (!checked.ok) {
      form.setFieldError(checked.problem.field, messageOf(checked.problem));
      setProblem({ message: messageOf(checked.problem) });
      return;
    }
    register.mutate(payload, {
      onSuccess: () => setSubmitted(String(payload.hospital_name)),
      onError: (error) => {
        const text = describeError(error, t('auth.register.failed'));
        const field = errorBodyOf(error)?.details?.field;
        if (typeof field === 'string') form.setFieldError(field, text.message);
        setProblem(text);
      },
    });
  });

  if (submitted) {
    return (
      <AuthFrame title={t('auth.register.submittedTitle')}>
        <Alert color="green" icon={<IconCircleCheck size={18} />} title={t('auth.hospital.reviewTitle')} role="status">
          <Text size="sm">
            {t('auth.hospital.thanks')} <strong>{submitted}</strong>
            {t('auth.hospital.thanksEnd')}
          </Text>
        </Alert>
        <Button component={Link} to="/login" variant="light">
          {t('auth.hospital.goToSignIn')}
        </Button>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      title={t('auth.hospital.title')}
      width={720}
      subtitle={
        <>
          {t('auth.hospital.intro')}{' '}
          <Anchor component={Link} to="/login">
            {t('auth.hospital.signIn')}
          </Anchor>
          {' · '}
          <Anchor component={Link} to="/register">
            {t('auth.hospital.registerPerson')}
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Divider label={t('auth.hospital.hospital')} labelPosition="left" />
          <TextInput label={t('auth.hospital.name')} withAsterisk {...form.getInputProps('hospital_name')} />
          <TextInput
            label={t('auth.hospital.registrationNumber')}
            description={t('auth.hospital.registrationNumberHint')}
            {...form.getInputProps('registration_number')}
          />
          <Textarea label={t('auth.hospital.address')} autosize minRows={2} {...form.getInputProps('address')} />

          <Divider label={t('auth.hospital.administrator')} labelPosition="left" />
          <Text size="sm" c="dimmed" mt={-8}>
            {t('auth.hospital.administratorHint')}
          </Text>
          <PersonFields bind={form.getInputProps} />
          <CredentialFields bind={form.getInputProps} />

          <FormProblem title={problem?.title} message={problem?.message} />
          <Button type="submit" size="md" loading={register.isPending}>
            {t('auth.hospital.submit')}
          </Button>
        </Stack>
      </form>
    </AuthFrame>
  );
}

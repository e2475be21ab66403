// The rest of Mantine's styles: /login paints with only the few main.tsx imports.
import '@mantine/core/styles.css';
import { Alert, Anchor, Button, Divider, PasswordInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { checkHospitalRegistration } from '@naijacare/contracts';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormProblem } from '../../forms/FormProblem';
import { PersonFields } from '../../forms/fields';
import type { HospitalRegisterFormValues } from '../../forms/values';
import { describeError, type ErrorText, errorBodyOf } from '../../lib/errors';
import { AuthFrame } from './AuthFrame';
import { useHospitalRegister } from './api';
import { REGISTRATION_FAILED } from './RegisterPage';
import { HOSPITAL_REGISTRATION_FIELDS as FIELDS, hospitalRegistrationPayload } from './registrationPayload';

export function HospitalRegisterPage() {
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
      form.setFieldError(checked.problem.field, checked.problem.message);
      setProblem({ message: checked.problem.message });
      return;
    }
    register.mutate(payload, {
      onSuccess: () => setSubmitted(String(payload.hospital_name)),
      onError: (error) => {
        const text = describeError(error, REGISTRATION_FAILED);
        const field = errorBodyOf(error)?.details?.field;
        if (typeof field === 'string') form.setFieldError(field, text.message);
        setProblem(text);
      },
    });
  });

  if (submitted) {
    return (
      <AuthFrame title="Registration submitted">
        <Alert color="green" icon={<IconCircleCheck size={18} />} title="Your hospital registration is under review" role="status">
          <Text size="sm">
            Thank you for registering <strong>{submitted}</strong>. Our team will verify the hospital and notify you by email once it is approved. Until then
            you cannot sign in.
          </Text>
        </Alert>
        <Button component={Link} to="/login" variant="light">
          Go to sign in
        </Button>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      title="Register your hospital"
      width={720}
      subtitle={
        <>
          Join the NaijaCare network. Hospitals are verified before they can sign in. Already registered?{' '}
          <Anchor component={Link} to="/login">
            Sign in
          </Anchor>
          {' · '}
          <Anchor component={Link} to="/register">
            Register as a patient or doctor
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Divider label="Hospital" labelPosition="left" />
          <TextInput label="Hospital name" withAsterisk {...form.getInputProps('hospital_name')} />
          <TextInput label="Registration number" description="State health facility registration" {...form.getInputProps('registration_number')} />
          <Textarea label="Address" autosize minRows={2} {...form.getInputProps('address')} />

          <Divider label="Administrator" labelPosition="left" />
          <Text size="sm" c="dimmed" mt={-8}>
            The person who will manage the hospital's account.
          </Text>
          <PersonFields bind={form.getInputProps} />
          <TextInput label="Username" autoComplete="username" withAsterisk {...form.getInputProps('username')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput label="Password" description="At least 8 characters" autoComplete="new-password" withAsterisk {...form.getInputProps('password')} />
            <PasswordInput label="Confirm password" autoComplete="new-password" withAsterisk {...form.getInputProps('password_confirm')} />
          </SimpleGrid>

          <FormProblem title={problem?.title} message={problem?.message} />
          <Button type="submit" size="md" loading={register.isPending}>
            Register hospital
          </Button>
        </Stack>
      </form>
    </AuthFrame>
  );
}

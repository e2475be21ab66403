// The rest of Mantine's styles: /login paints with only the few main.tsx imports.
import '@mantine/core/styles.css';
import { Alert, Anchor, Button, Divider, SegmentedControl, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { checkRegistration, DOCTOR_FIELDS, DOCTOR_REGISTRATION_REDIRECT_MS, PATIENT_FIELDS } from '@naijacare/contracts';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormProblem } from '../../forms/FormProblem';
import { blurChecks } from '../../forms/fieldRules';
import { CredentialFields, DoctorFields, PatientFields, PersonFields } from '../../forms/fields';
import { PhotoInput } from '../../forms/PhotoInput';
import { photoProblem } from '../../forms/photo';
import type { RegisterFormValues } from '../../forms/values';
import { isLocale, languageOfLocale } from '../../i18n/catalogue';
import { messageOf } from '../../i18n/messageOf';
import { describeError, type ErrorText, errorBodyOf } from '../../lib/errors';
import { AuthFrame } from './AuthFrame';
import { useRegister } from './api';
import { ACCOUNT_FIELDS, type AccountType, registrationBody, registrationPayload } from './registrationPayload';

const initialValues: RegisterFormValues = {
  ...(Object.fromEntries([...ACCOUNT_FIELDS, ...PATIENT_FIELDS, ...DOCTOR_FIELDS].map((field) => [field, ''])) as RegisterFormValues),
  state: null,
  date_of_birth: null,
  gender: null,
  blood_type: null,
  specialization: null,
  years_of_experience: 0,
  consultation_fee: 0,
};

export function RegisterPage() {
  const { t, i18n: words } = useTranslation();
  const navigate = useNavigate();
  const register = useRegister();
  // The preferred language starts as the language the page is read in, and follows the page's
  // switch until the person picks one of their own.
  const pageLanguage = languageOfLocale(isLocale(words.language) ? words.language : 'en');
  const [type, setType] = useState<AccountType>('patient');
  const [problem, setProblem] = useState<ErrorText | null>(null);
  const [doctorSubmitted, setDoctorSubmitted] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useForm<RegisterFormValues>({ initialValues: { ...initialValues, preferred_language: pageLanguage }, ...blurChecks });
  const previousPageLanguage = useRef(pageLanguage);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the page's language only; the form object is stable.
  useEffect(() => {
    if (form.values.preferred_language === previousPageLanguage.current) form.setFieldValue('preferred_language', pageLanguage);
    previousPageLanguage.current = pageLanguage;
  }, [pageLanguage]);

  // A doctor cannot sign in until approved: after the notice, on to the sign-in page.
  useEffect(() => {
    if (!doctorSubmitted) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), DOCTOR_REGISTRATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [doctorSubmitted, navigate]);

  // A photo over the limit is pointed out as soon as it is chosen, not only on submit.
  const choosePhoto = (file: File | null) => {
    setPhoto(file);
    const tooLarge = photoProblem(file);
    if (tooLarge) form.setFieldError('professional_photo', tooLarge);
    else form.clearFieldError('professional_photo');
  };

  const submit = form.onSubmit((values) => {
    setProblem(null);
    form.clearErrors();
    const payload = registrationPayload(type, values);
    const checked = checkRegistration(payload);
    if (!checked.ok) {
      form.setFieldError(checked.problem.field, messageOf(checked.problem));
      setProblem({ message: messageOf(checked.problem) });
      return;
    }
    // Only doctors have a photo field; one chosen before switching to patient is not sent.
    const attached = type === 'doctor' ? photo : null;
    const tooLarge = photoProblem(attached);
    if (tooLarge) {
      form.setFieldError('professional_photo', tooLarge);
      setProblem({ message: tooLarge });
      return;
    }
    register.mutate(registrationBody(payload, attached), {
      // A patient is signed in by now and the public-route guard takes them to /dashboard.
      onSuccess: (response) => {
        if (!response.tokens) setDoctorSubmitted(true);
      },
      onError: (error) => {
        const text = describeError(error, t('auth.register.failed'));
        const field = errorBodyOf(error)?.details?.field;
        if (typeof field === 'string') form.setFieldError(field, text.message);
        setProblem(text);
      },
    });
  });

  if (doctorSubmitted) {
    return (
      <AuthFrame title={t('auth.register.submittedTitle')}>
        <Alert color="green" icon={<IconCircleCheck size={18} />} title={t('auth.register.doctorReviewTitle')} role="status">
          <Stack gap={6}>
            <Text size="sm">{t('auth.register.doctorThanks')}</Text>
            <Text size="sm">{t('auth.register.doctorVerification')}</Text>
            <Text size="sm">{t('auth.register.doctorNoLogin')}</Text>
          </Stack>
        </Alert>
        <Text size="sm" c="dimmed">
          {t('auth.register.redirecting', { seconds: DOCTOR_REGISTRATION_REDIRECT_MS / 1000 })}{' '}
          <Anchor component={Link} to="/login" replace>
            {t('auth.register.goNow')}
          </Anchor>
        </Text>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      title={t('auth.register.title')}
      width={720}
      subtitle={
        <>
          {t('auth.register.alreadyRegistered')}{' '}
          <Anchor component={Link} to="/login">
            {t('auth.register.signIn')}
          </Anchor>
          {' · '}
          {t('auth.register.registeringHospital')}{' '}
          <Anchor component={Link} to="/hospital-register">
            {t('auth.register.registerHospital')}
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Text size="sm" fw={500} mb={4} id="account-type-label">
              {t('auth.register.registeringAs')}
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby="account-type-label"
              value={type}
              onChange={(value) => {
                setType(value as AccountType);
                setProblem(null);
                form.clearErrors();
              }}
              data={[
                { value: 'patient', label: t('auth.register.patient') },
                { value: 'doctor', label: t('auth.register.doctor') },
              ]}
            />
            {type === 'doctor' && (
              <Text size="xs" c="dimmed" mt={6}>
                {t('auth.register.doctorReviewed')}
              </Text>
            )}
          </div>

          <Divider label={t('auth.register.account')} labelPosition="left" />
          <CredentialFields bind={form.getInputProps} />

          <Divider label={t('auth.register.personal')} labelPosition="left" />
          <PersonFields bind={form.getInputProps} />

          <Divider label={type === 'patient' ? t('auth.register.health') : t('auth.register.professional')} labelPosition="left" />
          {type === 'patient' ? (
            <PatientFields bind={form.getInputProps} />
          ) : (
            <>
              <PhotoInput value={photo} onChange={choosePhoto} error={form.errors.professional_photo} />
              <DoctorFields bind={form.getInputProps} />
            </>
          )}

          <FormProblem title={problem?.title} message={problem?.message} />
          <Button type="submit" size="md" loading={register.isPending}>
            {type === 'patient' ? t('auth.register.submitPatient') : t('auth.register.submitDoctor')}
          </Button>
        </Stack>
      </form>
    </AuthFrame>
  );
}

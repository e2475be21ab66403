import { Button, Card, Divider, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { checkProfileUpdate, type DoctorProfile, type Session } from '@naijacare/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '../../forms/FormProblem';
import { blurChecks } from '../../forms/fieldRules';
import { type Bind, DoctorFields, PatientFields, PersonFields } from '../../forms/fields';
import { PhotoInput } from '../../forms/PhotoInput';
import { toFormData } from '../../forms/payload';
import { photoProblem } from '../../forms/photo';
import { profileFormValues, profileUpdatePayload } from '../../forms/profileForm';
import type { ProfileFormValues } from '../../forms/values';
import { messageOf } from '../../i18n/messageOf';
import { describeError, type ErrorText, errorBodyOf } from '../../lib/errors';
import { toast } from '../../shell/toasts';
import { useUpdateProfile } from '../auth/api';

function HospitalFields({ bind }: { bind: Bind }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput label={t('profile.hospitalName')} withAsterisk {...bind('hospital_name')} />
      <TextInput label={t('profile.registrationNumber')} {...bind('registration_number')} />
      <Textarea label={t('profile.address')} autosize minRows={2} {...bind('address')} />
    </>
  );
}

/** The person's own fields and those of their profile; the username is fixed. */
export function ProfileEditForm({ session }: { session: Session }) {
  const { t } = useTranslation();
  const type = session.user_type;
  const update = useUpdateProfile();
  const [problem, setProblem] = useState<ErrorText | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useForm<ProfileFormValues>({ initialValues: profileFormValues(session), ...blurChecks });

  // When fresher data arrives from the server, show it, unless the person has started editing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the session only; the form's methods change every render and would loop.
  useEffect(() => {
    if (form.isDirty()) return;
    const values = profileFormValues(session);
    form.setValues(values);
    form.resetDirty(values);
  }, [session]);

  const submit = form.onSubmit((values) => {
    setProblem(null);
    form.clearErrors();
    const payload = profileUpdatePayload(type, values);
    const checked = checkProfileUpdate(type, payload);
    if (!checked.ok) {
      form.setFieldError(checked.problem.field, messageOf(checked.problem));
      setProblem({ message: messageOf(checked.problem) });
      return;
    }
    const tooLarge = photoProblem(photo);
    if (tooLarge) {
      form.setFieldError('professional_photo', tooLarge);
      setProblem({ message: tooLarge });
      return;
    }
    const body = photo ? toFormData(payload, { professional_photo: photo }) : payload;
    update.mutate(body, {
      onSuccess: (saved) => {
        setPhoto(null);
        const fresh = profileFormValues(saved);
        form.setValues(fresh);
        form.resetDirty(fresh);
        toast.success(t('profile.savedText'), t('profile.saved'));
      },
      onError: (error) => {
        const text = describeError(error, t('profile.failed'));
        const field = errorBodyOf(error)?.details?.field;
        if (typeof field === 'string') form.setFieldError(field, text.message);
        setProblem(text);
        toast.error(text.message, text.title);
      },
    });
  });

  const doctor = type === 'doctor' ? (session.profile as DoctorProfile | null) : null;

  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="lg" mb="md">
        {t('profile.edit')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={t('fields.username')} value={session.user.username} readOnly disabled description={t('profile.usernameFixed')} />
          <PersonFields bind={form.getInputProps} />
          {type === 'patient' && (
            <>
              <Divider label={t('profile.health')} labelPosition="left" />
              <PatientFields bind={form.getInputProps} />
            </>
          )}
          {type === 'doctor' && (
            <>
              <Divider label={t('profile.professional')} labelPosition="left" />
              <PhotoInput
                value={photo}
                onChange={setPhoto}
                error={form.errors.professional_photo}
                currentSrc={doctor?.professional_photo ?? undefined}
                placeholder={doctor?.professional_photo ? t('profile.chooseNewPhoto') : t('profile.choosePhoto')}
                fallback={`${session.user.first_name.charAt(0)}${session.user.last_name.charAt(0)}`}
              />
              <DoctorFields bind={form.getInputProps} />
            </>
          )}
          {type === 'hospital' && (
            <>
              <Divider label={t('profile.hospital')} labelPosition="left" />
              <HospitalFields bind={form.getInputProps} />
            </>
          )}
          <FormProblem title={problem?.title} message={problem?.message} />
          <Group justify="flex-end">
            <Button
              variant="default"
              disabled={update.isPending || (!form.isDirty() && !photo)}
              onClick={() => {
                form.reset();
                setPhoto(null);
                setProblem(null);
              }}
            >
              {t('profile.discard')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

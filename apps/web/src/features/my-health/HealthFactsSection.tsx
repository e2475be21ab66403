import { Button, Card, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { BLOOD_TYPES, checkProfileUpdate, type PatientProfile, PHONE_PLACEHOLDER, type Session } from '@naijacare/contracts';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bloodTypeOptions, choiceLabelOf } from '../../forms/choices';
import { FormProblem } from '../../forms/FormProblem';
import type { Bind } from '../../forms/fields';
import { updatePayload } from '../../forms/payload';
import { profileFormValues } from '../../forms/profileForm';
import type { ProfileFormValues } from '../../forms/values';
import { messageOf } from '../../i18n/messageOf';
import { describeError, type ErrorText, errorBodyOf } from '../../lib/errors';
import { toast } from '../../shell/toasts';
import { useUpdateProfile } from '../auth/api';
import { HEALTH_FACT_SECTIONS, type HealthFactSection } from './healthFacts';

function SectionFields({ id, bind }: { id: HealthFactSection; bind: Bind }) {
  const { t } = useTranslation();
  switch (id) {
    case 'bloodType':
      return <Select label={t('fields.bloodType')} placeholder={t('fields.choose')} data={bloodTypeOptions()} clearable {...bind('blood_type')} />;
    case 'allergies':
      return <Textarea label={t('fields.allergies')} autosize minRows={2} {...bind('allergies')} />;
    case 'conditions':
      return <Textarea label={t('fields.medicalConditions')} autosize minRows={2} {...bind('medical_conditions')} />;
    case 'medications':
      return <Textarea label={t('fields.currentMedications')} autosize minRows={2} {...bind('current_medications')} />;
    case 'emergencyContact':
      return <TextInput label={t('fields.emergencyContact')} description={t('fields.emergencyContactHint')} withAsterisk {...bind('emergency_contact')} />;
    case 'nextOfKin':
      return (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t('fields.nextOfKinName')} {...bind('next_of_kin_name')} />
          <TextInput label={t('fields.nextOfKinRelationship')} {...bind('next_of_kin_relationship')} />
          <TextInput label={t('fields.nextOfKinPhone')} type="tel" placeholder={PHONE_PLACEHOLDER} {...bind('next_of_kin_phone')} />
        </SimpleGrid>
      );
  }
}

/** What a section shows when it is not being edited. */
function sectionValue(id: HealthFactSection, profile: PatientProfile | null): string {
  if (!profile) return '';
  switch (id) {
    case 'bloodType':
      return profile.blood_type ? choiceLabelOf('bloodType', BLOOD_TYPES, profile.blood_type) : '';
    case 'allergies':
      return profile.allergies ?? '';
    case 'conditions':
      return profile.medical_conditions ?? '';
    case 'medications':
      return profile.current_medications ?? '';
    case 'emergencyContact':
      return profile.emergency_contact ?? '';
    case 'nextOfKin': {
      const who = [profile.next_of_kin_name, profile.next_of_kin_relationship && `(${profile.next_of_kin_relationship})`].filter(Boolean).join(' ');
      return [who, profile.next_of_kin_phone].filter(Boolean).join(' · ');
    }
  }
}

/** One fact: its value with an Edit button, or its fields with Save and Cancel. */
function HealthFact({ id, fields, session }: { id: HealthFactSection; fields: readonly string[]; session: Session }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<ErrorText | null>(null);
  const update = useUpdateProfile();
  const form = useForm<ProfileFormValues>({ initialValues: {} });
  const label = t(`myHealth.facts.${id}`);
  const value = sectionValue(id, session.profile as PatientProfile | null);

  const start = () => {
    const all = profileFormValues(session);
    const values = Object.fromEntries(fields.map((f) => [f, all[f as keyof ProfileFormValues] ?? null]));
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
    setProblem(null);
    setEditing(true);
  };

  const submit = form.onSubmit((values) => {
    setProblem(null);
    form.clearErrors();
    const payload = updatePayload(values, fields as (keyof ProfileFormValues & string)[]);
    const checked = checkProfileUpdate('patient', payload);
    if (!checked.ok) {
      form.setFieldError(checked.problem.field, messageOf(checked.problem));
      return;
    }
    update.mutate(payload, {
      onSuccess: () => {
        setEditing(false);
        toast.success(t('myHealth.facts.savedText', { fact: label }), t('myHealth.facts.saved'));
      },
      onError: (error) => {
        const text = describeError(error, t('myHealth.facts.failed'));
        const field = errorBodyOf(error)?.details?.field;
        if (typeof field === 'string' && fields.includes(field)) form.setFieldError(field, text.message);
        else setProblem(text);
      },
    });
  });

  if (!editing)
    return (
      // The row wraps rather than squeeze the button: beside a long value on a phone, Edit moves below it whole.
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs" data-testid={`fact-${id}`}>
        <Stack gap={2} style={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          {value ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t('common.notProvided')}
            </Text>
          )}
        </Stack>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPencil size={14} />}
          style={{ flexShrink: 0 }}
          onClick={start}
          aria-label={t('myHealth.facts.editNamed', { fact: label })}
        >
          {t('myHealth.facts.edit')}
        </Button>
      </Group>
    );

  return (
    <form onSubmit={submit} noValidate aria-label={t('myHealth.facts.editNamed', { fact: label })} data-testid={`fact-${id}`}>
      <Stack gap="xs">
        <SectionFields id={id} bind={form.getInputProps} />
        <FormProblem title={problem?.title} message={problem?.message} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" disabled={update.isPending} onClick={() => setEditing(false)}>
            {t('myHealth.facts.cancel')}
          </Button>
          <Button type="submit" size="xs" loading={update.isPending}>
            {t('myHealth.facts.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The patient's own health facts, each editable in place through the profile update. */
export function HealthFactsSection({ session }: { session: Session }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="facts-title">
      <Title order={2} fz="lg" mb={4} id="facts-title">
        {t('myHealth.facts.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('myHealth.facts.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
        {HEALTH_FACT_SECTIONS.map((s) => (
          <HealthFact key={s.id} id={s.id} fields={s.fields} session={session} />
        ))}
      </SimpleGrid>
    </Card>
  );
}

// The profile inputs of each account type, shared by registration and profile editing
// so both offer the same fields with the same limits.

// The dates styles come with the date fields (not with /login), after all of Mantine's core styles.
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import { PasswordInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { GetInputPropsReturnType } from '@mantine/form';
import { lagosDate, NIN_MAX_LENGTH, PHONE_PLACEHOLDER, YEARS_OF_EXPERIENCE_MAX, YEARS_OF_EXPERIENCE_MIN } from '@naijacare/contracts';
import { useTranslation } from 'react-i18next';
import { bloodTypeOptions, genderOptions, languageOptions, specializationOptions, stateOptions } from './choices';

/** Binds an input to a form field (form.getInputProps). */
export type Bind = (field: string) => GetInputPropsReturnType;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Today in Lagos: between midnight UTC and midnight Lagos the UTC date is still yesterday. */
const today = () => lagosDate(new Date());

/** Email, names, phone and state: the user's own fields. */
export function PersonFields({ bind }: { bind: Bind }) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('fields.firstName')} autoComplete="given-name" withAsterisk {...bind('first_name')} />
        <TextInput label={t('fields.lastName')} autoComplete="family-name" withAsterisk {...bind('last_name')} />
      </SimpleGrid>
      <TextInput label={t('fields.email')} type="email" autoComplete="email" withAsterisk {...bind('email')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('fields.phone')} type="tel" autoComplete="tel" placeholder={PHONE_PLACEHOLDER} withAsterisk {...bind('phone')} />
        <Select label={t('fields.state')} placeholder={t('fields.chooseState')} data={stateOptions()} searchable clearable {...bind('state')} />
      </SimpleGrid>
    </>
  );
}

/** Username, password and its confirmation: the sign-in of a new account. */
export function CredentialFields({ bind }: { bind: Bind }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput label={t('fields.username')} autoComplete="username" withAsterisk {...bind('username')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PasswordInput label={t('fields.password')} description={t('fields.passwordHint')} autoComplete="new-password" withAsterisk {...bind('password')} />
        <PasswordInput label={t('fields.confirmPassword')} autoComplete="new-password" withAsterisk {...bind('password_confirm')} />
      </SimpleGrid>
    </>
  );
}

export function NinInput({ bind }: { bind: Bind }) {
  const { t } = useTranslation();
  return <TextInput label={t('fields.nin')} description={t('fields.ninHint')} inputMode="numeric" maxLength={NIN_MAX_LENGTH} {...bind('nin')} />;
}

export function PatientFields({ bind }: { bind: Bind }) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateInput
          label={t('fields.dateOfBirth')}
          placeholder="YYYY-MM-DD"
          valueFormat="YYYY-MM-DD"
          dateParser={(text) => (ISO_DATE.test(text.trim()) ? text.trim() : null)}
          maxDate={today()}
          defaultLevel="decade"
          withAsterisk
          clearable
          clearButtonProps={{ 'aria-label': t('fields.clearDateOfBirth') }}
          {...bind('date_of_birth')}
        />
        <Select label={t('fields.gender')} placeholder={t('fields.choose')} data={genderOptions()} clearable {...bind('gender')} />
      </SimpleGrid>
      <TextInput label={t('fields.emergencyContact')} description={t('fields.emergencyContactHint')} withAsterisk {...bind('emergency_contact')} />
      <Textarea label={t('fields.address')} autoComplete="street-address" autosize minRows={2} {...bind('address')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label={t('fields.bloodType')} placeholder={t('fields.choose')} data={bloodTypeOptions()} clearable {...bind('blood_type')} />
        <Select label={t('fields.preferredLanguage')} data={languageOptions()} allowDeselect={false} {...bind('preferred_language')} />
      </SimpleGrid>
      <Textarea label={t('fields.allergies')} autosize minRows={2} {...bind('allergies')} />
      <Textarea label={t('fields.currentMedications')} autosize minRows={2} {...bind('current_medications')} />
      <Textarea label={t('fields.medicalConditions')} autosize minRows={2} {...bind('medical_conditions')} />
      <NinInput bind={bind} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('fields.insuranceProvider')} {...bind('insurance_provider')} />
        <TextInput label={t('fields.insuranceNumber')} {...bind('insurance_number')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={t('fields.nextOfKinName')} {...bind('next_of_kin_name')} />
        <TextInput label={t('fields.nextOfKinRelationship')} {...bind('next_of_kin_relationship')} />
        <TextInput label={t('fields.nextOfKinPhone')} type="tel" placeholder={PHONE_PLACEHOLDER} {...bind('next_of_kin_phone')} />
      </SimpleGrid>
    </>
  );
}

export function DoctorFields({ bind }: { bind: Bind }) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('fields.specialization')}
          placeholder={t('fields.choose')}
          data={specializationOptions()}
          searchable
          withAsterisk
          {...bind('specialization')}
        />
        <TextInput label={t('fields.licenseNumber')} description={t('fields.licenseNumberHint')} withAsterisk {...bind('license_number')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {/*
          Plain text fields: a number field drops what it cannot parse ("1e3" became "13") and cuts
          decimals ("12.345" became "₦12.34"). What was typed stays; the contracts' rule refuses it
          with a message (forms/fieldRules).
        */}
        <TextInput
          label={t('fields.yearsOfExperience')}
          inputMode="numeric"
          description={t('fields.yearsOfExperienceHint', { min: YEARS_OF_EXPERIENCE_MIN, max: YEARS_OF_EXPERIENCE_MAX })}
          {...bind('years_of_experience')}
        />
        <TextInput label={t('fields.consultationFee')} inputMode="decimal" leftSection="₦" {...bind('consultation_fee')} />
      </SimpleGrid>
      <TextInput label={t('fields.hospitalAffiliation')} {...bind('hospital_affiliation')} />
      <Textarea label={t('fields.bio')} description={t('fields.bioHint')} autosize minRows={3} {...bind('bio')} />
      <NinInput bind={bind} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('fields.medicalSchool')} {...bind('medical_school')} />
        <TextInput label={t('fields.residencyProgram')} {...bind('residency_program')} />
      </SimpleGrid>
    </>
  );
}

// The profile inputs of each account type, shared by registration and profile editing
// so both offer the same fields with the same limits.

// The dates styles come with the date fields (not with /login), after all of Mantine's core styles.
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { GetInputPropsReturnType } from '@mantine/form';
import { lagosDate, NIN_MAX_LENGTH, PHONE_PLACEHOLDER, YEARS_OF_EXPERIENCE_MAX, YEARS_OF_EXPERIENCE_MIN } from '@naijacare/contracts';
import { BLOOD_TYPE_OPTIONS, GENDER_OPTIONS, LANGUAGE_OPTIONS, SPECIALIZATION_OPTIONS, STATE_OPTIONS } from './choices';

/** Binds an input to a form field (form.getInputProps). */
export type Bind = (field: string) => GetInputPropsReturnType;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Today in Lagos: between midnight UTC and midnight Lagos the UTC date is still yesterday. */
const today = () => lagosDate(new Date());

/** Email, names, phone and state: the user's own fields. */
export function PersonFields({ bind }: { bind: Bind }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="First name" autoComplete="given-name" withAsterisk {...bind('first_name')} />
        <TextInput label="Last name" autoComplete="family-name" withAsterisk {...bind('last_name')} />
      </SimpleGrid>
      <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...bind('email')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Phone" type="tel" autoComplete="tel" placeholder={PHONE_PLACEHOLDER} withAsterisk {...bind('phone')} />
        <Select label="State" placeholder="Choose a state" data={STATE_OPTIONS} searchable clearable {...bind('state')} />
      </SimpleGrid>
    </>
  );
}

export function NinInput({ bind }: { bind: Bind }) {
  return <TextInput label="NIN" description="National Identification Number, 11 digits" inputMode="numeric" maxLength={NIN_MAX_LENGTH} {...bind('nin')} />;
}

export function PatientFields({ bind }: { bind: Bind }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateInput
          label="Date of birth"
          placeholder="YYYY-MM-DD"
          valueFormat="YYYY-MM-DD"
          dateParser={(text) => (ISO_DATE.test(text.trim()) ? text.trim() : null)}
          maxDate={today()}
          defaultLevel="decade"
          withAsterisk
          clearable
          clearButtonProps={{ 'aria-label': 'Clear date of birth' }}
          {...bind('date_of_birth')}
        />
        <Select label="Gender" placeholder="Choose" data={GENDER_OPTIONS} clearable {...bind('gender')} />
      </SimpleGrid>
      <TextInput label="Emergency contact" description="Name and phone number" withAsterisk {...bind('emergency_contact')} />
      <Textarea label="Address" autoComplete="street-address" autosize minRows={2} {...bind('address')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Blood type" placeholder="Choose" data={BLOOD_TYPE_OPTIONS} clearable {...bind('blood_type')} />
        <Select label="Preferred language" data={LANGUAGE_OPTIONS} allowDeselect={false} {...bind('preferred_language')} />
      </SimpleGrid>
      <Textarea label="Allergies" autosize minRows={2} {...bind('allergies')} />
      <Textarea label="Current medications" autosize minRows={2} {...bind('current_medications')} />
      <Textarea label="Medical conditions" autosize minRows={2} {...bind('medical_conditions')} />
      <NinInput bind={bind} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Insurance provider" {...bind('insurance_provider')} />
        <TextInput label="Insurance number" {...bind('insurance_number')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Next of kin name" {...bind('next_of_kin_name')} />
        <TextInput label="Next of kin relationship" {...bind('next_of_kin_relationship')} />
        <TextInput label="Next of kin phone" type="tel" placeholder={PHONE_PLACEHOLDER} {...bind('next_of_kin_phone')} />
      </SimpleGrid>
    </>
  );
}

export function DoctorFields({ bind }: { bind: Bind }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Specialization" placeholder="Choose" data={SPECIALIZATION_OPTIONS} searchable withAsterisk {...bind('specialization')} />
        <TextInput label="License number" description="MDCN registration" withAsterisk {...bind('license_number')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {/*
          Plain text fields: a number field drops what it cannot parse ("1e3" became "13") and cuts
          decimals ("12.345" became "₦12.34"). What was typed stays; the contracts' rule refuses it
          with a message (forms/fieldRules).
        */}
        <TextInput
          label="Years of experience"
          inputMode="numeric"
          description={`A whole number from ${YEARS_OF_EXPERIENCE_MIN} to ${YEARS_OF_EXPERIENCE_MAX}`}
          {...bind('years_of_experience')}
        />
        <TextInput label="Consultation fee" inputMode="decimal" leftSection="₦" {...bind('consultation_fee')} />
      </SimpleGrid>
      <TextInput label="Hospital affiliation" {...bind('hospital_affiliation')} />
      <Textarea label="Bio" description="What patients see about you" autosize minRows={3} {...bind('bio')} />
      <NinInput bind={bind} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Medical school" {...bind('medical_school')} />
        <TextInput label="Residency program" {...bind('residency_program')} />
      </SimpleGrid>
    </>
  );
}

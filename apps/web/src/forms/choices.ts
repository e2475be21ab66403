// Select options from the contracts' enumerations: the code is sent, the label shown in the
// reader's language. The contracts' English label is the fallback, so a choice without a
// catalogue entry (states, specializations: proper names) reads as it always has.

import { BLOOD_TYPES, type Choice, GENDERS, LANGUAGES, SPECIALIZATIONS, STATES } from '@naijacare/contracts';
import { translateDynamic } from '../i18n/i18n';

export interface SelectOption {
  value: string;
  label: string;
}

/** The catalogue groups of translated choices (en.ts `choices`). */
export type ChoiceKind = 'gender' | 'bloodType' | 'language' | 'state' | 'specialization' | 'appointmentType' | 'appointmentStatus' | 'day';

/** One choice's label in the active language: `choices.<kind>.<code>`, else its English label. */
export const choiceLabel = (kind: ChoiceKind, code: string, english: string): string => translateDynamic(`choices.${kind}.${code}`, english);

/** A label looked up by code in a contracts list (labelOf), in the active language. */
export function choiceLabelOf(kind: ChoiceKind, choices: readonly Choice[], code: string | null | undefined): string {
  const choice = choices.find((c) => c.code === code);
  return choice ? choiceLabel(kind, choice.code, choice.label) : (code ?? '');
}

const toOptions = (kind: ChoiceKind, choices: readonly Choice[]): SelectOption[] =>
  choices.map(({ code, label }) => ({ value: code, label: choiceLabel(kind, code, label) }));

// Functions, not constants: the labels follow the language at the time they are shown.
export const stateOptions = () => toOptions('state', STATES);
export const genderOptions = () => toOptions('gender', GENDERS);
export const bloodTypeOptions = () => toOptions('bloodType', BLOOD_TYPES);
export const languageOptions = () => toOptions('language', LANGUAGES);
export const specializationOptions = (): SelectOption[] => SPECIALIZATIONS.map((name) => ({ value: name, label: name }));

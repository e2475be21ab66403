// Select options from the contracts' enumerations: the label is shown, the code is sent.

import { BLOOD_TYPES, type Choice, GENDERS, LANGUAGES, SPECIALIZATIONS, STATES } from '@naijacare/contracts';

export interface SelectOption {
  value: string;
  label: string;
}

const toOptions = (choices: readonly Choice[]): SelectOption[] => choices.map(({ code, label }) => ({ value: code, label }));

export const STATE_OPTIONS = toOptions(STATES);
export const GENDER_OPTIONS = toOptions(GENDERS);
export const BLOOD_TYPE_OPTIONS = toOptions(BLOOD_TYPES);
export const LANGUAGE_OPTIONS = toOptions(LANGUAGES);
export const SPECIALIZATION_OPTIONS: SelectOption[] = SPECIALIZATIONS.map((name) => ({ value: name, label: name }));

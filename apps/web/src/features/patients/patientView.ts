// Words for a patient in the doctor's list.

import { BLOOD_TYPES, GENDERS, LANGUAGES, type PatientSummary } from '@naijacare/contracts';
import { choiceLabelOf } from '../../forms/choices';
import { i18n } from '../../i18n/appCatalogue';

export const bloodTypeText = (code: string | null): string | null => (code ? choiceLabelOf('bloodType', BLOOD_TYPES, code) : null);
export const genderText = (code: string | null): string | null => (code ? choiceLabelOf('gender', GENDERS, code) : null);
export const languageText = (code: string | null): string | null => (code ? choiceLabelOf('language', LANGUAGES, code) : null);

/** Whole years between a birth date and a day, or null. */
export function ageOn(dateOfBirth: string | null, today: string): number | null {
  if (!dateOfBirth || !/^\d{4}-\d{2}-\d{2}/.test(dateOfBirth)) return null;
  const [by, bm, bd] = dateOfBirth.slice(0, 10).split('-').map(Number);
  const [ty, tm, td] = today.slice(0, 10).split('-').map(Number);
  const age = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
  return age >= 0 ? age : null;
}

/** "3 appointments", "1 appointment". */
export const appointmentCountText = (n: number | undefined): string => i18n.t('patients.count', { count: n ?? 0 });

/** Allergies matter in an emergency: say plainly when none are recorded. */
export const allergiesText = (p: Pick<PatientSummary, 'allergies'>): string => p.allergies?.trim() || i18n.t('patients.noneRecorded');

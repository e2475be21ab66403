// Words for a doctor's directory entry.

import type { DoctorListing } from '@naijacare/contracts';
import { choiceLabel } from '../../forms/choices';
import { i18n } from '../../i18n/appCatalogue';

export function experienceText(years: number): string {
  if (years <= 0) return i18n.t('doctors.newToPractice');
  return years === 1 ? i18n.t('doctors.oneYear') : i18n.t('doctors.years', { count: years });
}

/** The hospitals a doctor is affiliated with, else the affiliation they typed on their profile. */
export function hospitalText(doctor: Pick<DoctorListing, 'hospitals' | 'hospital_affiliation'>): string | null {
  if (doctor.hospitals.length > 0) return doctor.hospitals.map((h) => h.hospital_name).join(', ');
  return doctor.hospital_affiliation || null;
}

/** Why a doctor shows no free slots on the chosen date. */
export function noSlotsText(doctor: Pick<DoctorListing, 'is_available' | 'works_on_date'>, dayName: string): string {
  if (!doctor.is_available) return i18n.t('doctors.notAcceptingNow');
  if (doctor.works_on_date === false) return i18n.t('doctors.doesNotConsult', { day: choiceLabel('day', dayName, dayName) });
  return i18n.t('doctors.noSlotsLeft');
}

/** The bio is shown in BIO_CLAMP_LINES lines at first; longer ones get a "Show more" toggle. */
export const BIO_CLAMP_LINES = 3;
/** About three lines of the card's text at its usual width. */
const BIO_SHORT_CHARS = 180;

/** Whether a bio may not fit in the clamped lines, so the card offers to show the rest. */
export function isLongBio(bio: string | null | undefined): boolean {
  if (!bio) return false;
  return bio.trim().length > BIO_SHORT_CHARS || bio.trim().split('\n').length > BIO_CLAMP_LINES;
}

/** The hospital a directory link asks for (`/doctors?hospital=12`); anything but a positive id is no filter. */
export function hospitalFilterOf(query: URLSearchParams): number | undefined {
  const raw = query.get('hospital');
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : undefined;
}

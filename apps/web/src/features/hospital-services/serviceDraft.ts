// The service form's values as text (price in naira), checked with the server's schema once
// the price is turned into kobo.

import {
  type CreateHospitalServiceInput,
  createHospitalServiceBody,
  HOSPITAL_SERVICE_CATEGORIES,
  type HospitalService,
  type HospitalServiceCategory,
  koboToNaira,
  nairaToKobo,
} from '@naijacare/contracts';
import { i18n } from '../../i18n/appCatalogue';

export interface ServiceDraft {
  name: string;
  category: HospitalServiceCategory;
  description: string;
  /** Naira as typed, e.g. "15000" or "15000.50"; empty for no price. */
  price: string;
  is_active: boolean;
}

export const categories = HOSPITAL_SERVICE_CATEGORIES;

export const emptyDraft = (): ServiceDraft => ({ name: '', category: 'consultation', description: '', price: '', is_active: true });

export const draftOf = (s: HospitalService): ServiceDraft => ({
  name: s.name,
  category: s.category,
  description: s.description,
  price: s.price === null ? '' : koboToNaira(s.price),
  is_active: s.is_active,
});

export type CheckedService = { ok: true; input: Required<CreateHospitalServiceInput> } | { ok: false; errors: Partial<Record<keyof ServiceDraft, string>> };

export function checkService(draft: ServiceDraft): CheckedService {
  const price = draft.price.trim() === '' ? null : nairaToKobo(draft.price.trim());
  if (draft.price.trim() !== '' && price === null) return { ok: false, errors: { price: i18n.t('hospitalServices.priceInvalid') } };
  const parsed = createHospitalServiceBody.safeParse({ ...draft, price });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Partial<Record<keyof ServiceDraft, string>> = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as keyof ServiceDraft] ??= issue.message;
  return { ok: false, errors };
}

// Igbo words of the profile screens (English: ../app/profile.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const profile: CatalogueSection<'profile'> = {
  title: 'Profaịlụ m',
  language: 'Asụsụ',
  languageHint: 'Asụsụ ngwa a na ngwaọrụ a.',
  languageHintPatient: 'Asụsụ ngwa a, echekwara dịka asụsụ ị masịrị.',
  languageSaved: 'Echekwala asụsụ na profaịlụ gị.',
  languageFailed: 'Enweghị ike ichekwa asụsụ gị. Biko nwaa ọzọ.',
};

// Hausa words of the profile screens (English: ../app/profile.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const profile: CatalogueSection<'profile'> = {
  title: 'Bayanan kaina',
  language: 'Harshe',
  languageHint: 'Harshen manhajar a wannan na’ura.',
  languageHintPatient: 'Harshen manhajar, an ajiye shi a matsayin harshen da ka fi so.',
  languageSaved: 'An ajiye harshe a bayanan ka.',
  languageFailed: 'Ba a iya ajiye harshenka ba. Da fatan a sake gwadawa.',
};

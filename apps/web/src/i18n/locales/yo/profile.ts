// Yoruba words of the profile screens (English: ../app/profile.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const profile: CatalogueSection<'profile'> = {
  title: 'Àlàyé mi',
  language: 'Èdè',
  languageHint: 'Èdè ìṣàfilọ́lẹ̀ lórí ẹ̀rọ yìí.',
  languageHintPatient: 'Èdè ìṣàfilọ́lẹ̀, tí a fi pamọ́ gẹ́gẹ́ bí èdè tí o fẹ́ràn.',
  languageSaved: 'A ti fi èdè pamọ́ sínú àlàyé rẹ.',
  languageFailed: 'A kò lè fi èdè rẹ pamọ́. Jọ̀wọ́ tún gbìyànjú.',
};

// Yoruba words of the time screens (English: ../app/time.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const time: CatalogueSection<'time'> = {
  justNow: 'Ní báyìí',
  minutesAgo: 'Ìṣẹ́jú {{count}} sẹ́yìn',
  hoursAgo: 'Wákàtí {{count}} sẹ́yìn',
  daysAgo: 'Ọjọ́ {{count}} sẹ́yìn',
};

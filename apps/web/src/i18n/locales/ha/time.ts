// Hausa words of the time screens (English: ../app/time.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const time: CatalogueSection<'time'> = {
  justNow: 'Yanzu yanzu',
  minutesAgo: 'Minti {{count}} da suka wuce',
  hoursAgo: 'Awa {{count}} da suka wuce',
  daysAgo: 'Kwana {{count}} da suka wuce',
};

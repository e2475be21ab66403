// Igbo words of the time screens (English: ../app/time.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const time: CatalogueSection<'time'> = {
  justNow: 'Ugbu a',
  minutesAgo: 'Nkeji {{count}} gara aga',
  hoursAgo: 'Awa {{count}} gara aga',
  daysAgo: 'Ụbọchị {{count}} gara aga',
};

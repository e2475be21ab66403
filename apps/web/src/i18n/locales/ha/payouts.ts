// Hausa words of the payouts screens (English: ../app/payouts.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const payouts: CatalogueSection<'payouts'> = {
  debtOutstanding: 'Ana bin ka {{amount}} saboda mayar da kuɗi. Za ka iya cire kuɗi kuma da zarar kuɗin aikinka na gaba sun biya shi.',
};

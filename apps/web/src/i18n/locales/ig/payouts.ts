// Igbo words of the payouts screens (English: ../app/payouts.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const payouts: CatalogueSection<'payouts'> = {
  debtOutstanding: 'Ị ji ụgwọ {{amount}} site na ego a kwụghachiri. Ị ga-enwe ike ịwepụ ego ọzọ ozugbo ego ọrụ gị ọzọ kwụrụ ya.',
};

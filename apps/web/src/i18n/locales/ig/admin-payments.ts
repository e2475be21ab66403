// Igbo words of the admin payments screens (English: ../app/admin-payments.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const adminPayments: CatalogueSection<'adminPayments'> = {
  transactions: { owed: 'ụgwọ o ji NaijaCare' },
  payouts: {
    card: 'Ịwepụ ego #{{id}}',
    requesterDebt: 'O ji ụgwọ {{amount}} site na ego a kwụghachiri: nkwado na-echere ruo mgbe a kwụrụ ya',
  },
};

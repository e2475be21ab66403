// Hausa words of the admin payments screens (English: ../app/admin-payments.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const adminPayments: CatalogueSection<'adminPayments'> = {
  transactions: { owed: 'bashin NaijaCare' },
  payouts: {
    card: 'Cire kuɗi #{{id}}',
    requesterDebt: 'Ana bin sa {{amount}} saboda mayar da kuɗi: amincewa tana jira har sai an biya',
  },
};

// Yoruba words of the admin payments screens (English: ../app/admin-payments.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const adminPayments: CatalogueSection<'adminPayments'> = {
  transactions: { owed: 'gbèsè sí NaijaCare' },
  payouts: {
    card: 'Yíyọ owó #{{id}}',
    requesterDebt: 'Ó jẹ gbèsè {{amount}} látàrí owó tí a dá padà: ìfọwọ́sí ń dúró títí a ó fi san án',
  },
};

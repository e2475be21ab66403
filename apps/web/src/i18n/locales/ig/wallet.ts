// Igbo words of the wallet screens (English: ../app/wallet.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const wallet: CatalogueSection<'wallet'> = {
  debtTitle: 'Ị ji ụgwọ {{amount}}',
  debtText:
    "E kpebiri ịkwụghachi ego mgbe ị wepụrụla ego ọrụ gị, karịa ihe fọdụrụ gị na ya. A ga-ewepụ ụgwọ ahụ n'ego ọrụ gị ọzọ ka ọ na-abata; ruo mgbe a kwụrụ ya, ị gaghị enwe ike ịwepụ ego.",
  debtAdded: 'Ụgwọ {{amount}}',
  debtPaid: 'Akwụghachila ụgwọ {{amount}}',
  types: { debt_recovery: 'Akwụghachiri ụgwọ' },
};

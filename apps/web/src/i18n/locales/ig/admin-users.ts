// Igbo words of the admin users screens (English: ../app/admin-users.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const adminUsers: CatalogueSection<'adminUsers'> = {
  debt: 'Ụgwọ o ji NaijaCare',
  debtExplained: "Ego a kwụghachiri mgbe dọkịta a wepụrụla ego ọrụ ya. A ga-anata ya n'ego ọrụ ya ọzọ; ịwepụ ego ya ga-echere ruo mgbe a kwụrụ ya.",
};

// Hausa words of the admin users screens (English: ../app/admin-users.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const adminUsers: CatalogueSection<'adminUsers'> = {
  debt: 'Bashin da NaijaCare ke bi',
  debtExplained:
    'Mayar da kuɗi da aka yanke bayan likitan ya riga ya cire kuɗin aikinsa. Za a karɓe shi daga kuɗin aikinsa na gaba; cire kuɗinsa zai jira har sai an biya shi.',
};

// Yoruba words of the admin users screens (English: ../app/admin-users.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const adminUsers: CatalogueSection<'adminUsers'> = {
  debt: 'Gbèsè tí ó jẹ NaijaCare',
  debtExplained: 'Owó tí a dá padà lẹ́yìn tí dókítà yìí ti yọ owó iṣẹ́ rẹ̀. A ó gbà á padà láti inú owó iṣẹ́ rẹ̀ tó ń bọ̀; yíyọ owó rẹ̀ yóò dúró títí a ó fi san án.',
};

// Yoruba words of the wallet screens (English: ../app/wallet.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const wallet: CatalogueSection<'wallet'> = {
  debtTitle: 'O jẹ gbèsè {{amount}}',
  debtText:
    'A pinnu láti dá owó padà lẹ́yìn tí o ti yọ owó iṣẹ́ rẹ, ju ohun tí ó kù lọ́wọ́ rẹ nínú rẹ̀ lọ. A ó yọ gbèsè náà láti inú owó iṣẹ́ rẹ tó ń bọ̀ bí ó ṣe ń wọlé; títí a ó fi san án, o kò le yọ owó.',
  debtAdded: 'Gbèsè {{amount}}',
  debtPaid: 'A ti san gbèsè {{amount}}',
  types: { debt_recovery: 'A san gbèsè padà' },
};

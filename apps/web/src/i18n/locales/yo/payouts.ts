// Yoruba words of the payouts screens (English: ../app/payouts.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const payouts: CatalogueSection<'payouts'> = {
  debtOutstanding: 'O jẹ gbèsè {{amount}} látàrí owó tí a dá padà. O le yọ owó lẹ́ẹ̀kan sí i nígbà tí owó iṣẹ́ rẹ tó ń bọ̀ bá ti san án.',
};

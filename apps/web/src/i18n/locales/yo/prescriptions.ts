// Yoruba words of the prescriptions screens (English: ../app/prescriptions.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const prescriptions: CatalogueSection<'prescriptions'> = {
  active: 'Ti ìsinsìnyí',
  bookFollowUp: 'Ṣètò ìpàdé àtẹ̀lé ({{date}})',
  licence: 'Ìwé-àṣẹ MDCN {{licence}}',
  verifyCode: 'Kóòdù ìmúdájú',
  verifyHint: 'Olùta oògùn: ṣàyẹ̀wò kóòdù QR tàbí tẹ kóòdù náà sí {{url}} láti mọ̀ dájú pé ìwé oògùn yìí jẹ́ ojúlówó, ó sì ń ṣiṣẹ́.',
  printTitleStopped: 'Ìwé oògùn — A TI DÁ A DÚRÓ',
  printTitleReplaced: 'Ìwé oògùn — A TI RỌ́PÒ RẸ̀',
  printTitleCompleted: 'Ìwé oògùn — ó ti parí',
  notCurrentBanner: 'KÒ ṢIṢẸ́ MỌ́ ({{status}}): ẹ má ṣe fúnni ní oògùn láti inú ìwé yìí.',
};

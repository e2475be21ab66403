// Yoruba words of the hospital patients screens (English: ../app/hospital-patients.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const hospitalPatients: CatalogueSection<'hospitalPatients'> = {
  all: 'Gbogbo',
  view: {
    open: 'Ṣí àkọsílẹ̀ tí {{name}} pín',
    back: 'Padà sí àwọn aláìsàn',
    backToPatient: 'Padà sí aláìsàn náà',
    intro:
      'Ohun tí aláìsàn yìí pín pẹ̀lú ilé ìwòsàn yín. Ẹ lè kà á ṣùgbọ́n ẹ kò lè yí i padà, nígbà tí àṣẹ rẹ̀ bá ṣì wà nìkan. Aláìsàn náà yóò rí gbogbo àkọsílẹ̀ tí ẹ bá ṣí.',
    readOnly: 'Kíkà nìkan',
    facts: 'Àwọn òtítọ́ ìlera',
    records: 'Àwọn àkọsílẹ̀ àti ìwé oògùn',
    filter: 'Fi àwọn àkọsílẹ̀ irú yìí hàn',
    noRecords: 'Kò sí àkọsílẹ̀ láti fihàn.',
    files_one: 'Fáìlì {{count}}',
    files_other: 'Fáìlì {{count}}',
    loadMore: 'Gbé púpọ̀ sí i wá',
    failed: 'A kò lè gbé àkọsílẹ̀ aláìsàn yìí wá.',
    recordsFailed: 'A kò lè gbé àwọn àkọsílẹ̀ náà wá.',
    recordFailed: 'A kò lè gbé àkọsílẹ̀ yìí wá.',
    endedTitle: 'A kò pín àkọsílẹ̀ yìí pẹ̀lú ilé ìwòsàn yín',
    endedText: 'Àṣẹ aláìsàn náà ti dópin (tàbí wọn kò fún yín rí). Ẹ fún aláìsàn náà ní kóòdù àṣẹ tuntun tí ó bá fẹ́ pín in lẹ́ẹ̀kan sí i.',
  },
};

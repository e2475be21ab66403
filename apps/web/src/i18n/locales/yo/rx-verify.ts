// Yoruba words of the public prescription check a pharmacist opens (/rx).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const rxVerify: CatalogueSection<'rxVerify'> = {
  title: 'Ṣàyẹ̀wò ìwé oògùn',
  intro: 'Olùta oògùn: tẹ kóòdù ìmúdájú tí a tẹ̀ sórí ìwé oògùn NaijaCare, tàbí ṣàyẹ̀wò kóòdù QR rẹ̀.',
  code: 'Kóòdù ìmúdájú',
  check: 'Ṣàyẹ̀wò',
  codeInvalid: 'Kóòdù jẹ́ lẹ́tà àti nọ́ńbà 20 (0–9, A–F), bí a ṣe tẹ̀ ẹ́.',
  checking: 'À ń ṣàyẹ̀wò…',
  genuine: 'Ìwé oògùn NaijaCare ojúlówó',
  current: 'Ó ń ṣiṣẹ́: a lè fúnni ní oògùn náà.',
  notCurrent: 'Kò ṣiṣẹ́ mọ́: ẹ má fúnni ní oògùn náà. Ipò rẹ̀: {{status}}.',
  unknown: 'Kò sí ìwé oògùn NaijaCare tó ní kóòdù yìí. Ṣàyẹ̀wò kóòdù náà bí a ṣe tẹ̀ ẹ́; tí ó bá tọ̀nà, ìwé oògùn náà kì í ṣe ojúlówó.',
  issued: 'Ọjọ́ tí a kọ ọ́',
  prescriber: 'Dókítà tó kọ ọ́',
  licence: 'Ìwé-àṣẹ MDCN',
  privacy: 'Ojú-ìwé yìí ń fi hàn bóyá ìwé oògùn jẹ́ ojúlówó tí ó sì ń ṣiṣẹ́ nìkan; kì í fi aláìsàn tàbí àwọn oògùn hàn.',
  failed: 'A kò lè ṣàyẹ̀wò kóòdù náà. Gbìyànjú lẹ́ẹ̀kan sí i.',
  status: {
    active: 'ó ń ṣiṣẹ́',
    stopped: 'a ti dá a dúró',
    completed: 'ó ti parí (àkókò lílo rẹ̀ ti tán)',
    replaced: 'a ti fi ìwé oògùn tuntun rọ́pò rẹ̀',
  },
  another: 'Ṣàyẹ̀wò kóòdù mìíràn',
};

// Yoruba words of the record writing screens (English: ../app/record-writing.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const recordWriting: CatalogueSection<'recordWriting'> = {
  rx: {
    kept: 'A pa ìwé oògùn yìí mọ́ bí a ṣe kọ ọ́, gẹ́gẹ́ bí ara ìtàn rẹ̀: ẹnikẹ́ni kò lè yí i padà. Dípò bẹ́ẹ̀, dá ìwé oògùn tó ń lọ lọ́wọ́ dúró, rọ́pò rẹ̀ tàbí sọ ọ́ dọ̀tun.',
    keptCurrent: 'A pa ìwé oògùn yìí mọ́ bí a ṣe kọ ọ́ (ó rọ́pò èyí tó ṣáájú): láti yí i padà, dá a dúró, rọ́pò rẹ̀ tàbí sọ ọ́ dọ̀tun.',
    stop: 'Dá dúró',
    replace: 'Rọ́pò',
    renew: 'Tún kọ',
    stopTitle: 'Ṣé kí a dá ìwé oògùn yìí dúró?',
    stopText: 'A ó sàmì sí “{{title}}” pé a ti dá a dúró, a ó sì sọ fún aláìsàn pé kó má lò ó mọ́, pẹ̀lú ìdí rẹ.',
    reason: 'Ìdí',
    reasonRequired: 'Sọ ìdí tí o fi dá ìwé oògùn náà dúró.',
    stopped: 'A ti dá ìwé oògùn náà dúró. A ti sọ fún aláìsàn.',
    renewTitle: 'Ṣé kí a tún ìwé oògùn yìí kọ?',
    renewText: 'A ó kọ ìwé oògùn tuntun pẹ̀lú àwọn oògùn kan náà bíi “{{title}}” ní orúkọ rẹ; a ó sàmì sí àtijọ́ pé a ti rọ́pò rẹ̀.',
    renewed: 'A ti tún ìwé oògùn náà kọ. A ti sọ fún aláìsàn.',
    failed: 'A kò lè yí ìwé oògùn náà padà.',
    replaceTitle: 'Rọ́pò ìwé oògùn',
    replaceOfNamed: 'Ó rọ́pò “{{title}}” ti {{date}}: tí o bá fi pamọ́, a ó sàmì sí i pé a ti rọ́pò rẹ̀, a ó sì sọ fún aláìsàn pé tuntun nìkan ni kó lò.',
    replaceReason: 'Ìdí tí a fi rọ́pò rẹ̀ (kò pọn dandan)',
    replaceReasonHint: 'Aláìsàn yóò ka èyí nínú ìfitónilétí rẹ̀.',
  },
};

// Hausa words of the record writing screens (English: ../app/record-writing.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const recordWriting: CatalogueSection<'recordWriting'> = {
  rx: {
    kept: 'Ana ajiye wannan takardar magani yadda aka rubuta ta, a matsayin tarihinta: babu wanda zai iya canza ta. A maimakon haka, dakatar, maye gurbi ko sabunta takardar magani mai aiki.',
    keptCurrent:
      'Ana ajiye wannan takardar magani yadda aka rubuta ta (ta maye gurbin wata ta baya): don canza ta, dakatar da ita, maye gurbinta ko sabunta ta.',
    stop: 'Dakatar',
    replace: 'Maye gurbi',
    renew: 'Sabunta',
    stopTitle: 'A dakatar da wannan takardar magani?',
    stopText: 'Za a yi wa “{{title}}” alamar an dakatar, kuma a gaya wa mara lafiyar kada ya ƙara shan ta, tare da dalilinka.',
    reason: 'Dalili',
    reasonRequired: 'Faɗi dalilin dakatar da takardar maganin.',
    stopped: 'An dakatar da takardar magani. An sanar da mara lafiyar.',
    renewTitle: 'A sabunta wannan takardar magani?',
    renewText: 'Za a rubuta sabuwar takardar magani mai magunguna iri ɗaya da “{{title}}” da sunanka; za a yi wa tsohuwar alamar an maye gurbinta.',
    renewed: 'An sabunta takardar magani. An sanar da mara lafiyar.',
    failed: 'Ba a iya canza takardar maganin ba.',
    replaceTitle: 'Maye gurbin takardar magani',
    replaceOfNamed:
      'Za ta maye gurbin “{{title}}” na {{date}}: idan ka adana, za a yi masa alamar an maye gurbinsa, kuma a gaya wa mara lafiyar ya sha sabuwar kaɗai.',
    replaceReason: 'Dalilin maye gurbin (ba dole ba ne)',
    replaceReasonHint: 'Mara lafiyar zai karanta wannan a sanarwarsa.',
  },
};

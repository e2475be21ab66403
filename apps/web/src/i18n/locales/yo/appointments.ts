// Yoruba words of the appointments screens (English: ../app/appointments.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const appointments: CatalogueSection<'appointments'> = {
  title: 'Àwọn ìpàdé',
  patientDescription: 'Àwọn ìbẹ̀wò rẹ, àwọn ìbéèrè rẹ àti àbájáde wọn.',
  bookDoctor: 'Ṣe ìpàdé pẹ̀lú dókítà',
  search: 'Wá',
  patientSearchPlaceholder: 'Dókítà, àkànṣe iṣẹ́, ìdí',
  type: 'Irú',
  all: 'Gbogbo',
  showOpenSlots: 'Fi àwọn àkókò ilé-ìwòsàn tí ẹnikẹ́ni kò tíì gbà hàn',
  upcoming: 'Tó ń bọ̀',
  past: 'Tó ti kọjá',
  noUpcomingMatch: 'Kò sí ìpàdé tó ń bọ̀ tó bá ìwádìí rẹ mu.',
  noUpcomingPatient: 'O kò ní ìpàdé tó ń bọ̀. Ṣe ìpàdé pẹ̀lú dókítà láti bẹ̀rẹ̀.',
  noUpcoming: 'O kò ní ìpàdé tó ń bọ̀.',
  noPastMatch: 'Kò sí ìpàdé tó ti kọjá tó bá ìwádìí rẹ mu.',
  noPast: 'Kò sí ìpàdé tó ti kọjá síbẹ̀.',
  failed: 'A kò lè gbé àwọn ìpàdé wá.',
  appointmentWith: 'Ìpàdé pẹ̀lú {{who}} ní {{when}}',
  durationMin: 'Ìṣẹ́jú {{minutes}}',
  reason: 'Ìdí:',
  noneGiven: 'A kò sọ',
  joinCall: 'Darapọ̀ mọ́ ìpè',
  openChat: 'Ṣí ìjíròrò',
  cancellationReason: 'Ìdí ìfagilé',
  cancel: 'Fagilé',
  notYet: 'Kò tíì tó',
  cancelTitle: 'Fagilé ìpàdé',
  cancelDescription: 'Fagilé ìpàdé ti {{when}}? A ó sọ fún ẹnìkejì, pẹ̀lú ìdí rẹ.',
  reasonRequired: 'A nílò {{label}}',
  keepAppointment: 'Pa ìpàdé mọ́',
  changeFailed: 'A kò lè yí ìpàdé náà padà. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i.',
  done: { cancel: 'A fagilé ìpàdé' },
};

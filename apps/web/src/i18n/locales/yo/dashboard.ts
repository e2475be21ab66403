// Yoruba words of the dashboard screens (English: ../app/dashboard.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const dashboard: CatalogueSection<'dashboard'> = {
  welcome: 'Káàbọ̀, {{name}}',
  welcomeBack: 'Káàbọ̀ padà, {{name}}',
  patientDescription: 'Ìtọ́jú rẹ ní ṣókí.',
  yourHealthProfile: 'Àlàyé ìlera rẹ',
  viewProfile: 'Wo àlàyé rẹ',
  patientHint: 'Àlàyé ìbánisọ̀rọ̀ àti ìlera tó péye ń ran àwọn dókítà lọ́wọ́ láti tọ́jú rẹ, pàápàá ní pàjáwìrì.',
  nextAppointments: 'Àwọn àdéhùn tó ń bọ̀',
  allAppointments: 'Gbogbo àdéhùn',
  bookDoctor: 'Ṣe àdéhùn pẹ̀lú dókítà',
  noUpcoming: 'O kò ní àdéhùn kankan tó ń bọ̀.',
  recentNotifications: 'Ìfitónilétí àìpẹ́',
  notificationsFailed: 'A kò lè gbé ìfitónilétí rẹ wá.',
  noNotifications: 'Kò sí ìfitónilétí.',
  appointmentsFailed: 'A kò lè gbé àwọn àdéhùn rẹ wá.',
  appointmentWith: 'Àdéhùn pẹ̀lú {{who}} ní {{when}}',
};

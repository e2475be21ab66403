// Yoruba words of the prescriptions screens (English: ../app/prescriptions.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const prescriptions: CatalogueSection<'prescriptions'> = {
  title: 'Àwọn ìwé oògùn',
  description: 'Àwọn oògùn tí àwọn dókítà rẹ kọ fún ọ. Tẹ ọ̀kan jáde láti mú lọ sí ilé oògùn.',
  patientsOnly: 'Ojú-ìwé aláìsàn ni Àwọn ìwé oògùn',
  patientsOnlyText: 'Ó ń ṣàkójọ àwọn ìwé oògùn aláìsàn fúnra rẹ̀. Àwọn ìwé oògùn tí o kọ wà nínú àkọsílẹ̀ àwọn aláìsàn rẹ, ní “My Patients”.',
  active: 'Ti ìsinsìnyí',
  past: 'Ti tẹ́lẹ̀',
  bookFollowUp: 'Ṣètò ìpàdé àtẹ̀lé ({{date}})',
  licence: 'Ìwé-àṣẹ MDCN {{licence}}',
  verifyCode: 'Kóòdù ìmúdájú',
  verifyHint: 'Olùta oògùn: ṣàyẹ̀wò kóòdù QR tàbí tẹ kóòdù náà sí {{url}} láti mọ̀ dájú pé ìwé oògùn yìí jẹ́ ojúlówó, ó sì ń ṣiṣẹ́.',
  printTitleStopped: 'Ìwé oògùn — A TI DÁ A DÚRÓ',
  printTitleReplaced: 'Ìwé oògùn — A TI RỌ́PÒ RẸ̀',
  printTitleCompleted: 'Ìwé oògùn — ó ti parí',
  notCurrentBanner: 'KÒ ṢIṢẸ́ MỌ́ ({{status}}): ẹ má ṣe fúnni ní oògùn láti inú ìwé yìí.',
  none: 'O kò tíì ní ìwé oògùn kankan.',
  noneActive: 'Kò sí ìwé oògùn tó ń ṣiṣẹ́ báyìí.',
  nonePast: 'Kò sí ìwé oògùn ti tẹ́lẹ̀.',
  failed: 'A kò lè gbé àwọn ìwé oògùn rẹ wá.',
  print: 'Tẹ̀ ẹ́ jáde',
  printNamed: 'Tẹ {{title}} jáde',
  printTitle: 'Ìwé oògùn',
  printTitleSuperseded: 'Ìwé oògùn — a ti ṣàtúnṣe rẹ̀',
  supersededBanner: 'A ti ṣàtúnṣe rẹ̀: {{corrections}} ṣàtúnṣe ìwé oògùn yìí. Ẹ má ṣe fúnni ní oògùn láti inú ìwé yìí; ẹ lo àtúnṣe náà.',
  correctionNamed: 'àkọsílẹ̀ #{{id}} ({{title}})',
  printShortened: 'A ké àwọn ọ̀rọ̀ kan kúrú kí ó lè bá ojú-ìwé kan mu.',
  printFooter: 'Gbogbo ìwé oògùn náà wà nínú áàpù NaijaCare, ní Ìlera mi → Àwọn ìwé oògùn. A tẹ̀ ẹ́ jáde ní {{date}}.',
  patient: 'Aláìsàn',
  doctor: 'Dókítà',
  date: 'Ọjọ́',
};

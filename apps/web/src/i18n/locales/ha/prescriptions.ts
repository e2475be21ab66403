// Hausa words of the prescriptions screens (English: ../app/prescriptions.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const prescriptions: CatalogueSection<'prescriptions'> = {
  title: 'Takardun magani',
  description: 'Magungunan da likitocinka suka rubuta maka. Buga ɗaya ka kai wa mai sayar da magani.',
  patientsOnly: 'Takardun magani shafin mara lafiya ne',
  patientsOnlyText: 'Yana jera takardun maganin mara lafiya na kansa. Takardun maganin da kake rubutawa suna cikin bayanan marasa lafiyarka, a “My Patients”.',
  active: 'Na yanzu',
  past: 'Na baya',
  bookFollowUp: 'Yi alƙawarin bibiya ({{date}})',
  licence: 'Lasisin MDCN {{licence}}',
  verifyCode: 'Lambar tantancewa',
  verifyHint: 'Mai sayar da magani: duba lambar QR ko shigar da lambar a {{url}} don tabbatar da cewa takardar maganin sahihiya ce kuma tana aiki.',
  printTitleStopped: 'Takardar magani — AN DAKATAR',
  printTitleReplaced: 'Takardar magani — AN MAYE GURBINTA',
  printTitleCompleted: 'Takardar magani — an kammala',
  notCurrentBanner: 'BA TA AIKI ({{status}}): kada a ba da magani daga wannan takarda.',
  none: 'Ba ka da takardar magani tukuna.',
  noneActive: 'Babu takardar magani mai aiki a yanzu.',
  nonePast: 'Babu takardun magani na baya.',
  failed: 'Ba a iya lodo takardun maganinka ba.',
  print: 'Buga',
  printNamed: 'Buga {{title}}',
  printTitle: 'Takardar magani',
  printTitleSuperseded: 'Takardar magani — an gyara ta',
  supersededBanner: 'An gyara ta: {{corrections}} ya gyara wannan takardar magani. Kada a ba da magani daga wannan takarda; a yi amfani da gyaran.',
  correctionNamed: 'bayani #{{id}} ({{title}})',
  printShortened: 'An taƙaita wani rubutu don ya dace a shafi ɗaya.',
  printFooter: 'Cikakkiyar takardar maganin tana cikin manhajar NaijaCare, a Lafiyata → Takardun magani. An buga a {{date}}.',
  patient: 'Mara lafiya',
  doctor: 'Likita',
  date: 'Rana',
};

// Hausa words of the prescriptions screens (English: ../app/prescriptions.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const prescriptions: CatalogueSection<'prescriptions'> = {
  active: 'Na yanzu',
  bookFollowUp: 'Yi alƙawarin bibiya ({{date}})',
  licence: 'Lasisin MDCN {{licence}}',
  verifyCode: 'Lambar tantancewa',
  verifyHint: 'Mai sayar da magani: duba lambar QR ko shigar da lambar a {{url}} don tabbatar da cewa takardar maganin sahihiya ce kuma tana aiki.',
  printTitleStopped: 'Takardar magani — AN DAKATAR',
  printTitleReplaced: 'Takardar magani — AN MAYE GURBINTA',
  printTitleCompleted: 'Takardar magani — an kammala',
  notCurrentBanner: 'BA TA AIKI ({{status}}): kada a ba da magani daga wannan takarda.',
};

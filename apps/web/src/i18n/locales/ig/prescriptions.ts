// Igbo words of the prescriptions screens (English: ../app/prescriptions.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const prescriptions: CatalogueSection<'prescriptions'> = {
  active: 'Nke ugbu a',
  bookFollowUp: 'Debe oge nleta nsonye ({{date}})',
  licence: 'Ikike MDCN {{licence}}',
  verifyCode: 'Koodu nkwenye',
  verifyHint: 'Onye na-ere ọgwụ: nyochaa koodu QR ma ọ bụ tinye koodu ahụ na {{url}} iji mata na akwụkwọ ọgwụ a bụ nke eziokwu ma ọ ka na-arụ ọrụ.',
  printTitleStopped: 'Akwụkwọ ọgwụ — AKWỤSỊLA YA',
  printTitleReplaced: 'Akwụkwọ ọgwụ — EDOCHIELA YA',
  printTitleCompleted: 'Akwụkwọ ọgwụ — ọ gwụla',
  notCurrentBanner: 'Ọ DỊGHỊ ARỤ ỌRỤ ({{status}}): enyela ọgwụ site n’akwụkwọ a.',
};

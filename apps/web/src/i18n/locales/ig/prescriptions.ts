// Igbo words of the prescriptions screens (English: ../app/prescriptions.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const prescriptions: CatalogueSection<'prescriptions'> = {
  title: 'Akwụkwọ ọgwụ',
  description: 'Ọgwụ ndị dọkịta gị dere maka gị. Bipụta otu ka i were ya gaa n’ụlọ ahịa ọgwụ.',
  patientsOnly: 'Akwụkwọ ọgwụ bụ peeji onye ọrịa',
  patientsOnlyText: 'Ọ na-edepụta akwụkwọ ọgwụ nke onye ọrịa n’onwe ya. Akwụkwọ ọgwụ ị na-ede dị na ndekọ ndị ọrịa gị, na “My Patients”.',
  active: 'Nke ugbu a',
  past: 'Nke gara aga',
  bookFollowUp: 'Debe oge nleta nsonye ({{date}})',
  licence: 'Ikike MDCN {{licence}}',
  verifyCode: 'Koodu nkwenye',
  verifyHint: 'Onye na-ere ọgwụ: nyochaa koodu QR ma ọ bụ tinye koodu ahụ na {{url}} iji mata na akwụkwọ ọgwụ a bụ nke eziokwu ma ọ ka na-arụ ọrụ.',
  printTitleStopped: 'Akwụkwọ ọgwụ — AKWỤSỊLA YA',
  printTitleReplaced: 'Akwụkwọ ọgwụ — EDOCHIELA YA',
  printTitleCompleted: 'Akwụkwọ ọgwụ — ọ gwụla',
  notCurrentBanner: 'Ọ DỊGHỊ ARỤ ỌRỤ ({{status}}): enyela ọgwụ site n’akwụkwọ a.',
  none: 'Ị nwebeghị akwụkwọ ọgwụ ọ bụla.',
  noneActive: 'Ọ dịghị akwụkwọ ọgwụ na-arụ ọrụ ugbu a.',
  nonePast: 'Enweghị akwụkwọ ọgwụ gara aga.',
  failed: 'Enweghị ike ibubata akwụkwọ ọgwụ gị.',
  print: 'Bipụta',
  printNamed: 'Bipụta {{title}}',
  printTitle: 'Akwụkwọ ọgwụ',
  printTitleSuperseded: 'Akwụkwọ ọgwụ — emeziela ya',
  supersededBanner: 'Emeziela ya: {{corrections}} meziri akwụkwọ ọgwụ a. Enyela ọgwụ site n’akwụkwọ a; jiri nke e meziri emezi.',
  correctionNamed: 'ndekọ #{{id}} ({{title}})',
  printShortened: 'E mere ụfọdụ ederede ka ọ dị mkpụmkpụ ka o wee dabara n’otu peeji.',
  printFooter: 'Akwụkwọ ọgwụ ahụ zuru ezu dị n’ime ngwa NaijaCare, n’okpuru Ahụike m → Akwụkwọ ọgwụ. E bipụtara ya na {{date}}.',
  patient: 'Onye ọrịa',
  doctor: 'Dọkịta',
  date: 'Ụbọchị',
};

// Igbo words of the public prescription check a pharmacist opens (/rx).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const rxVerify: CatalogueSection<'rxVerify'> = {
  title: 'Nyochaa akwụkwọ ọgwụ',
  intro: 'Ndị na-ere ọgwụ: tinye koodu nkwenye e bipụtara n’akwụkwọ ọgwụ NaijaCare, ma ọ bụ nyochaa koodu QR ya.',
  code: 'Koodu nkwenye',
  check: 'Nyochaa',
  codeInvalid: 'Koodu bụ mkpụrụedemede na ọnụọgụ 20 (0–9, A–F), dịka e bipụtara ya.',
  checking: 'A na-enyocha…',
  genuine: 'Akwụkwọ ọgwụ NaijaCare nke eziokwu',
  current: 'Ọ na-arụ ọrụ: enwere ike inye ọgwụ a.',
  notCurrent: 'Ọ dịghị arụ ọrụ: enyela ọgwụ a. Ọnọdụ ya: {{status}}.',
  unknown: 'Ọ dịghị akwụkwọ ọgwụ NaijaCare nwere koodu a. Lelee koodu ahụ dịka e bipụtara ya; ọ bụrụ na ọ ziri ezi, akwụkwọ ọgwụ ahụ abụghị nke eziokwu.',
  issued: 'Ụbọchị e dere ya',
  prescriber: 'Dọkịta dere ya',
  licence: 'Ikike MDCN',
  privacy: 'Ibe a na-egosi naanị ma akwụkwọ ọgwụ ọ bụ nke eziokwu ma ọ na-arụ ọrụ; ọ naghị egosi onye ọrịa ma ọ bụ ọgwụ ndị ahụ.',
  failed: 'Enweghị ike inyocha koodu ahụ. Nwaa ọzọ.',
  status: {
    active: 'ọ na-arụ ọrụ',
    stopped: 'akwụsịla ya',
    completed: 'ọ gwụla (oge iji ya agwụla)',
    replaced: 'e jirila akwụkwọ ọgwụ ọhụrụ dochie ya',
  },
  another: 'Nyochaa koodu ọzọ',
};

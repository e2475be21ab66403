// Igbo words of the signed-out contact form (/support/contact).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const contact: CatalogueSection<'contact'> = {
  title: 'Kpọtụrụ ndị enyemaka',
  subtitle: 'Ị nweghị ike ịbanye? Gwa anyị ihe mere na otu anyị ga-esi nweta gị, ndị Enyemaka NaijaCare ga-aza gị.',
  name: 'Aha gị',
  email: 'Adreesị email',
  phone: 'Nọmba ekwentị',
  reachHint: 'Nye adreesị email, nọmba ekwentị, ma ọ bụ ha abụọ: ebe ahụ ka anyị ga-aza gị.',
  category: 'Gịnị ka ọ gbasara?',
  categoryPlaceholder: 'Họrọ otu',
  categoryRequired: 'Họrọ ihe ọ gbasara',
  categories: {
    account: 'Akaụntụ m',
    appointment: 'Otu nhọpụta',
    payment: 'Otu ịkwụ ụgwọ',
    technical: 'Nsogbu na ngwa',
    other: 'Ihe ọzọ',
  },
  message: 'Ozi gị',
  messageHint: 'Mkpụrụedemede {{max}} kachasị. Edela okwuntughe gị.',
  nameRequired: 'Achọrọ aha gị',
  reachRequired: 'Nye adreesị email ma ọ bụ nọmba ekwentị anyị ga-eji zaa gị',
  messageRequired: 'Dee ozi gị',
  website: 'Hapụ ebe a ka ọ tọgbọ chakoo',
  submit: 'Zigara ndị enyemaka',
  failed: 'Enweghị ike izipu ozi gị. Biko nwaa ọzọ.',
  sentTitle: 'Ezipụla ozi gị',
  sentText: 'Daalụ. Ndị Enyemaka NaijaCare ga-aza gị site na kọntaktị i nyere.',
  reference: 'Nọmba ntụaka gị: #{{reference}}. Kpọtụ ya aha ma ọ bụrụ na i dee ọzọ.',
  backToSignIn: 'Laghachi na ịbanye',
};

// Yoruba words of the signed-out contact form (/support/contact).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const contact: CatalogueSection<'contact'> = {
  title: 'Kàn sí ìrànlọ́wọ́',
  subtitle: 'Ṣé o kò lè wọlé? Sọ ohun tó ṣẹlẹ̀ fún wa àti bí a ṣe lè rí ọ, Ìrànlọ́wọ́ NaijaCare yóò sì dá ọ lóhùn.',
  name: 'Orúkọ rẹ',
  email: 'Àdírẹ́sì ímeèlì',
  phone: 'Nọ́mbà fóònù',
  reachHint: 'Fún wa ní àdírẹ́sì ímeèlì, nọ́mbà fóònù, tàbí méjèèjì: ibẹ̀ ni a ó ti dá ọ lóhùn.',
  category: 'Kí ló jẹ mọ́?',
  categoryPlaceholder: 'Yan ọ̀kan',
  categoryRequired: 'Yan ohun tó jẹ mọ́',
  categories: {
    account: 'Àkántì mi',
    appointment: 'Àdéhùn kan',
    payment: 'Ìsanwó kan',
    technical: 'Ìṣòro pẹ̀lú áàpù',
    other: 'Nǹkan mìíràn',
  },
  message: 'Ọ̀rọ̀ rẹ',
  messageHint: 'Ó pọ̀ jù lọ ní àmì {{max}}. Má ṣe kọ ọ̀rọ̀ aṣínà rẹ.',
  nameRequired: 'A nílò orúkọ rẹ',
  reachRequired: 'Fún wa ní àdírẹ́sì ímeèlì tàbí nọ́mbà fóònù tí a lè fi dá ọ lóhùn',
  messageRequired: 'Kọ ọ̀rọ̀ rẹ',
  website: 'Fi àyè yìí sílẹ̀ ní òfo',
  submit: 'Fi ránṣẹ́ sí ìrànlọ́wọ́',
  failed: 'A kò lè fi ọ̀rọ̀ rẹ ránṣẹ́. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i.',
  sentTitle: 'A ti fi ọ̀rọ̀ rẹ ránṣẹ́',
  sentText: 'A dúpẹ́. Ìrànlọ́wọ́ NaijaCare yóò dá ọ lóhùn níbi tí o fún wa.',
  reference: 'Nọ́mbà ìtọ́kasí rẹ: #{{reference}}. Dárúkọ rẹ̀ tí o bá tún kọ̀wé.',
  backToSignIn: 'Padà sí ibi ìwọlé',
};

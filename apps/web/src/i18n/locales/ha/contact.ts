// Hausa words of the signed-out contact form (/support/contact).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const contact: CatalogueSection<'contact'> = {
  title: 'Tuntuɓi masu taimako',
  subtitle: 'Ba ka iya shiga ba? Faɗa mana abin da ya faru da yadda za mu same ka, kuma Taimakon NaijaCare zai ba ka amsa.',
  name: 'Sunanka',
  email: 'Adireshin imel',
  phone: 'Lambar waya',
  reachHint: 'Ba da adireshin imel, lambar waya, ko duka biyun: a can za mu ba ka amsa.',
  category: 'Game da me ne?',
  categoryPlaceholder: 'Zaɓi ɗaya',
  categoryRequired: 'Zaɓi abin da ya shafa',
  categories: {
    account: 'Asusuna',
    appointment: 'Wani alƙawari',
    payment: 'Wani biyan kuɗi',
    technical: 'Matsala da manhajar',
    other: 'Wani abu daban',
  },
  message: 'Saƙonka',
  messageHint: 'Haruffa {{max}} a mafi yawa. Kada ka rubuta kalmar sirrinka.',
  nameRequired: 'Ana buƙatar sunanka',
  reachRequired: 'Ba da adireshin imel ko lambar waya da za mu ba ka amsa a kai',
  messageRequired: 'Rubuta saƙonka',
  website: 'Bar wannan wurin ba komai',
  submit: 'Aika wa masu taimako',
  failed: 'Ba a iya aika saƙonka ba. Da fatan a sake gwadawa.',
  sentTitle: 'An aika saƙo',
  sentText: 'Mun gode. Taimakon NaijaCare zai ba ka amsa ta hanyar tuntuɓar da ka bayar.',
  reference: 'Lambar shaidarka: #{{reference}}. Ambace ta idan ka sake rubutawa.',
  backToSignIn: 'Koma wurin shiga',
};

// Yoruba words every page shares: buttons, choices, roles, connection notices.
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const common: CatalogueSection<'common'> = {
  loading: 'Ó ń gbé e wá',
  tryAgain: 'Tún gbìyànjú',
  notProvided: 'A kò pèsè rẹ̀',
  notNow: 'Kì í ṣe báyìí',
  somethingWrong: 'Nǹkan kan ṣàṣìṣe. Jọ̀wọ́ tún gbìyànjú.',
  dismiss: 'Pa á tì',
  reload: 'Tún ṣí i',
  close: 'Pa á dé',
  back: 'Padà',
  showPassword: 'Fi ọ̀rọ̀ aṣínà hàn',
  hidePassword: 'Fi ọ̀rọ̀ aṣínà pamọ́',
  minutes: 'Ìṣẹ́jú {{count}}',
};

export const language: CatalogueSection<'language'> = { label: 'Èdè' };

export const roles: CatalogueSection<'roles'> = { patient: 'Aláìsàn', doctor: 'Dókítà', hospital: 'Ilé ìwòsàn', admin: 'Alábòójútó', guest: 'Fọ́ọ̀mù ìkànsí' };

export const choices: CatalogueSection<'choices'> = {
  gender: { M: 'Ọkùnrin', F: 'Obìnrin', O: 'Òmíràn', P: 'Mi ò fẹ́ sọ' },
  bloodType: { UK: 'A kò mọ̀' },
  language: { EN: 'Gẹ̀ẹ́sì', HA: 'Hausa', IG: 'Igbo', YO: 'Yorùbá' },
  appointmentType: { video: 'Ìpè fídíò', audio: 'Ìpè ohùn', chat: 'Ìfọ̀rọ̀wérọ̀ kíkọ', in_person: 'Ojúkojú' },
  appointmentStatus: {
    pending: 'Ó ń dúró',
    scheduled: 'A ti ṣètò rẹ̀',
    in_progress: 'Ó ń lọ lọ́wọ́',
    completed: 'Ó ti parí',
    cancelled: 'A ti fagilé e',
    rejected: 'A kọ̀ ọ́',
    no_show: 'Kò wá',
  },
  day: { Monday: 'Ọjọ́ Ajé', Tuesday: 'Ọjọ́ Ìsẹ́gun', Wednesday: 'Ọjọ́rú', Thursday: 'Ọjọ́bọ̀', Friday: 'Ọjọ́ Ẹtì', Saturday: 'Ọjọ́ Àbámẹ́ta', Sunday: 'Ọjọ́ Àìkú' },
};

export const errors: CatalogueSection<'errors'> = {
  offline: 'A kò lè dé ọ̀dọ̀ olupin. Ṣàyẹ̀wò ìsopọ̀ rẹ kí o tún gbìyànjú.',
  noConnection: 'O kò sí lórí ayélujára. A kò fi nǹkan kan ránṣẹ́; tún gbìyànjú nígbà tí o bá ti sopọ̀.',
};

export const connection: CatalogueSection<'connection'> = {
  offline: 'O kò sí lórí ayélujára. Àwọn nǹkan kan lè má ṣiṣẹ́.',
  backOnline: 'O ti padà sórí ayélujára',
};

/** Every page's header on a server seeded with the demo accounts (English: "Demo data — not for real patients"). */
export const demoServer: CatalogueSection<'demoServer'> = {
  badge: 'Ìwífún àpẹẹrẹ — kì í ṣe fún àwọn aláìsàn gidi',
  short: 'Ìwífún àpẹẹrẹ',
};

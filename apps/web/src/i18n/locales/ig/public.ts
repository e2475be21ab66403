// Igbo words every page shares: buttons, choices, roles, connection notices.
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const common: CatalogueSection<'common'> = {
  loading: 'Ọ na-ebu',
  tryAgain: 'Nwaa ọzọ',
  notProvided: 'Enyeghị ya',
  notNow: 'Ọ bụghị ugbu a',
  somethingWrong: 'Ihe adịghị mma mere. Biko nwaa ọzọ.',
  dismiss: 'Wepụ',
  reload: 'Bulite ọzọ',
  close: 'Mechie',
  back: 'Laghachi',
  showPassword: 'Gosi okwuntughe',
  hidePassword: 'Zoo okwuntughe',
  minutes: 'Nkeji {{count}}',
};

export const language: CatalogueSection<'language'> = { label: 'Asụsụ' };

export const roles: CatalogueSection<'roles'> = { patient: 'Onye ọrịa', doctor: 'Dọkịta', hospital: 'Ụlọ ọgwụ', admin: 'Onye nchịkwa', guest: 'Fọm kọntaktị' };

export const choices: CatalogueSection<'choices'> = {
  gender: { M: 'Nwoke', F: 'Nwaanyị', O: 'Ọzọ', P: 'Achọghị m ikwu' },
  bloodType: { UK: 'Amaghị' },
  language: { EN: 'Bekee', HA: 'Hausa', IG: 'Igbo', YO: 'Yoruba' },
  appointmentType: { video: 'Oku vidiyo', audio: 'Oku olu', chat: 'Mkparịta ụka ederede', in_person: 'Ihu na ihu' },
  appointmentStatus: {
    pending: 'Na-eche',
    scheduled: 'Ahaziri ya',
    in_progress: 'Na-aga n’ihu',
    completed: 'Emechara ya',
    cancelled: 'Akagburu ya',
    rejected: 'Ajụrụ ya',
    no_show: 'Abịaghị',
  },
  day: { Monday: 'Mọnde', Tuesday: 'Tiuzdee', Wednesday: 'Wenezdee', Thursday: 'Tọọzdee', Friday: 'Fraịdee', Saturday: 'Satọdee', Sunday: 'Sọndee' },
};

export const errors: CatalogueSection<'errors'> = {
  offline: 'Enweghị ike iru sava. Lelee njikọ gị ma nwaa ọzọ.',
  noConnection: 'Ị nọghị n’ịntanetị. Ezigaghị ihe ọ bụla; nwaa ọzọ mgbe ị jikọrọ.',
};

export const connection: CatalogueSection<'connection'> = {
  offline: 'Ị nọghị n’ịntanetị. Ụfọdụ ihe nwere ike ghara ịrụ ọrụ.',
  backOnline: 'Ị laghachila n’ịntanetị',
};

/** Every page's header on a server seeded with the demo accounts (English: "Demo data — not for real patients"). */
export const demoServer: CatalogueSection<'demoServer'> = {
  badge: 'Ozi ihe atụ — ọ bụghị maka ndị ọrịa n’ezie',
  short: 'Ozi ihe atụ',
};

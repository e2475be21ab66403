// Hausa words every page shares: buttons, choices, roles, connection notices.
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const common: CatalogueSection<'common'> = {
  loading: 'Ana lodawa',
  tryAgain: 'Sake gwadawa',
  notProvided: 'Ba a bayar ba',
  notNow: 'Ba yanzu ba',
  somethingWrong: 'Wani abu ya samu matsala. Da fatan a sake gwadawa.',
  dismiss: 'Rufe',
  reload: 'Sake lodawa',
  close: 'Rufe',
  back: 'Koma baya',
  showPassword: 'Nuna kalmar sirri',
  hidePassword: 'Ɓoye kalmar sirri',
  minutes: 'Mintuna {{count}}',
};

export const language: CatalogueSection<'language'> = { label: 'Harshe' };

export const roles: CatalogueSection<'roles'> = {
  patient: 'Mara lafiya',
  doctor: 'Likita',
  hospital: 'Asibiti',
  admin: 'Mai gudanarwa',
  guest: 'Fom ɗin tuntuɓa',
};

export const choices: CatalogueSection<'choices'> = {
  gender: { M: 'Namiji', F: 'Mace', O: 'Wani', P: 'Na fi son kada in faɗa' },
  bloodType: { UK: 'Ba a sani ba' },
  language: { EN: 'Turanci', HA: 'Hausa', IG: 'Igbo', YO: 'Yarbanci' },
  appointmentType: { video: 'Kiran bidiyo', audio: 'Kiran murya', chat: 'Hira ta rubutu', in_person: 'Ido da ido' },
  appointmentStatus: {
    pending: 'Yana jira',
    scheduled: 'An tsara',
    in_progress: 'Ana ci gaba',
    completed: 'An kammala',
    cancelled: 'An soke',
    rejected: 'An ƙi',
    no_show: 'Bai zo ba',
  },
  day: { Monday: 'Litinin', Tuesday: 'Talata', Wednesday: 'Laraba', Thursday: 'Alhamis', Friday: 'Juma’a', Saturday: 'Asabar', Sunday: 'Lahadi' },
};

export const errors: CatalogueSection<'errors'> = {
  offline: 'Ba a iya isa ga sabar ba. Duba haɗin intanet ɗinka ka sake gwadawa.',
  noConnection: 'Ba ka da intanet. Ba a aika komai ba; sake gwadawa idan ka haɗu.',
};

export const connection: CatalogueSection<'connection'> = {
  offline: 'Ba ka da intanet. Wasu abubuwa ba za su yi aiki ba.',
  backOnline: 'Intanet ya dawo',
};

/** Every page's header on a server seeded with the demo accounts (English: "Demo data — not for real patients"). */
export const demoServer: CatalogueSection<'demoServer'> = {
  badge: 'Bayanan gwaji — ba don marasa lafiya na gaske ba',
  short: 'Bayanan gwaji',
};

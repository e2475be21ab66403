// Hausa words of the public prescription check a pharmacist opens (/rx).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const rxVerify: CatalogueSection<'rxVerify'> = {
  title: 'Tantance takardar magani',
  intro: 'Masu sayar da magani: shigar da lambar tantancewa da ke kan takardar magani ta NaijaCare, ko ku duba lambar QR ɗinta.',
  code: 'Lambar tantancewa',
  check: 'Tantance',
  codeInvalid: 'Lambar haruffa da lambobi 20 ce (0–9, A–F), kamar yadda aka buga.',
  checking: 'Ana tantancewa…',
  genuine: 'Sahihiyar takardar magani ta NaijaCare',
  current: 'Tana aiki: ana iya ba da maganin.',
  notCurrent: 'Ba ta aiki: kada a ba da maganin. Matsayinta: {{status}}.',
  unknown: 'Babu takardar magani ta NaijaCare mai wannan lamba. Duba lambar kamar yadda aka buga; idan daidai ce, takardar ba sahihiya ba ce.',
  issued: 'Ranar bayarwa',
  prescriber: 'Likitan da ya rubuta',
  licence: 'Lasisin MDCN',
  privacy: 'Wannan shafi yana nuna ko takardar magani sahihiya ce kuma tana aiki kawai; ba ya nuna mara lafiya ko magungunan.',
  failed: 'Ba a iya tantance lambar ba. Sake gwadawa.',
  status: {
    active: 'tana aiki',
    stopped: 'an dakatar da ita',
    completed: 'an kammala (lokacin shan maganin ya ƙare)',
    replaced: 'an maye gurbinta da sabuwa',
  },
  another: 'Tantance wata lamba',
};

// Igbo words of the shell screens (English: ../app/shell.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const shell: CatalogueSection<'shell'> = {
  menu: {
    dashboard: 'Peeji mbụ',
    doctors: 'Ndị dọkịta',
    myHealth: 'Ahụike m',
    wallet: 'Akpa ego',
    support: 'Enyemaka',
    profile: 'Profaịlụ m',
    appointments: 'Oge nhọpụta',
  },
  toggleNavigation: 'Mepee ma ọ bụ mechie menu',
  home: 'Ụlọ NaijaCare',
  mainNavigation: 'Menu isi',
  welcome: 'Nnọọ, {{firstName}} {{lastName}} ({{role}})',
  logout: 'Pụọ',
  bell: {
    label: 'Ọkwa',
    labelUnread: 'Ọkwa ({{unread}} a gụbeghị)',
    heading: 'Ọkwa',
    markAllRead: 'Kaa ha niile dịka agụrụ',
    markRead: 'Kaa dịka agụrụ',
    close: 'Mechie',
    loading: 'Ọ na-ebu ọkwa',
    failed: 'Enweghị ike ibu ọkwa.',
    empty: 'Enweghị ọkwa',
    list: 'Ndepụta ọkwa',
    unread: 'A gụbeghị',
    reason: 'Ihe kpatara ya: {{reason}}',
  },
};

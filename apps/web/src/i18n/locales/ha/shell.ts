// Hausa words of the shell screens (English: ../app/shell.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const shell: CatalogueSection<'shell'> = {
  menu: {
    dashboard: 'Allon bayanai',
    doctors: 'Likitoci',
    myHealth: 'Lafiyata',
    wallet: 'Jakar kuɗi',
    support: 'Taimako',
    profile: 'Bayanan kaina',
    appointments: 'Alƙawura',
  },
  toggleNavigation: 'Buɗe ko rufe menu',
  home: 'Shafin farko na NaijaCare',
  mainNavigation: 'Babban menu',
  welcome: 'Barka, {{firstName}} {{lastName}} ({{role}})',
  logout: 'Fita',
  bell: {
    label: 'Sanarwa',
    labelUnread: 'Sanarwa ({{unread}} ba a karanta ba)',
    heading: 'Sanarwa',
    markAllRead: 'Alama duka an karanta',
    markRead: 'Alama an karanta',
    close: 'Rufe',
    loading: 'Ana lodo sanarwa',
    failed: 'Ba a iya lodo sanarwa ba.',
    empty: 'Babu sanarwa',
    list: 'Jerin sanarwa',
    unread: 'Ba a karanta ba',
    reason: 'Dalili: {{reason}}',
  },
};

// Yoruba words of the shell screens (English: ../app/shell.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const shell: CatalogueSection<'shell'> = {
  menu: {
    dashboard: 'Ojú-ewé àkọ́kọ́',
    doctors: 'Àwọn dókítà',
    myHealth: 'Ìlera mi',
    wallet: 'Àpò owó',
    support: 'Ìrànlọ́wọ́',
    profile: 'Àlàyé mi',
    appointments: 'Àwọn àdéhùn',
  },
  toggleNavigation: 'Ṣí tàbí pa àtòjọ',
  home: 'Ilé NaijaCare',
  mainNavigation: 'Àtòjọ àkọ́kọ́',
  welcome: 'Káàbọ̀, {{firstName}} {{lastName}} ({{role}})',
  logout: 'Jáde',
  bell: {
    label: 'Ìfitónilétí',
    labelUnread: 'Ìfitónilétí ({{unread}} tí a kò tíì kà)',
    heading: 'Ìfitónilétí',
    markAllRead: 'Sàmì sí gbogbo rẹ̀ pé a ti kà á',
    markRead: 'Sàmì pé a ti kà á',
    close: 'Pa á dé',
    loading: 'Ó ń gbé ìfitónilétí wá',
    failed: 'A kò lè gbé ìfitónilétí wá.',
    empty: 'Kò sí ìfitónilétí',
    list: 'Àtòjọ ìfitónilétí',
    unread: 'A kò tíì kà á',
    reason: 'Ìdí: {{reason}}',
  },
};

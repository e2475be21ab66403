// Yoruba words of the disputes screens (English: ../app/disputes.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const disputes: CatalogueSection<'disputes'> = {
  viewOpen: 'Wo àríyànjiyàn náà',
  form: {
    appointmentFailed: 'A kò lè ṣí àdéhùn náà.',
    when: 'Ọjọ́ àti àkókò',
    type: 'Irú',
    cannotOpen: 'A kò lè ṣí àríyànjiyàn lórí àdéhùn yìí',
    viewOpen: 'Wo àríyànjiyàn tó ṣí sílẹ̀',
    backToAppointments: 'Padà sí àwọn àdéhùn rẹ',
  },
};

// Hausa words of the disputes screens (English: ../app/disputes.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const disputes: CatalogueSection<'disputes'> = {
  viewOpen: 'Duba ƙorafin',
  form: {
    appointmentFailed: 'Ba a iya lodo alƙawarin ba.',
    when: 'Rana da lokaci',
    type: 'Nau’i',
    cannotOpen: 'Ba za a iya buɗe ƙorafi kan wannan alƙawarin ba',
    viewOpen: 'Duba ƙorafin da ke buɗe',
    backToAppointments: 'Koma ga alƙawuranka',
  },
};

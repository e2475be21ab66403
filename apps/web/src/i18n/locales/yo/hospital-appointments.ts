// Yoruba words of the hospital appointments screens (English: ../app/hospital-appointments.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const hospitalAppointments: CatalogueSection<'hospitalAppointments'> = {
  privatePatient: 'Wọ́n ti gbà á · àlàyé aláìsàn jẹ́ àṣírí',
  privateDeclined: 'A kọ̀ ọ́ · àlàyé aláìsàn jẹ́ àṣírí',
  privateCancelled: 'A fagi lé e · àlàyé aláìsàn jẹ́ àṣírí',
};

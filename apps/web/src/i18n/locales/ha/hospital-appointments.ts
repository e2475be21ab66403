// Hausa words of the hospital appointments screens (English: ../app/hospital-appointments.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const hospitalAppointments: CatalogueSection<'hospitalAppointments'> = {
  privatePatient: 'An yi alƙawari · bayanan mara lafiya sirri ne',
  privateDeclined: 'An ƙi · bayanan mara lafiya sirri ne',
  privateCancelled: 'An soke · bayanan mara lafiya sirri ne',
};

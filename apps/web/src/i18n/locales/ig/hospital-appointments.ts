// Igbo words of the hospital appointments screens (English: ../app/hospital-appointments.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const hospitalAppointments: CatalogueSection<'hospitalAppointments'> = {
  privatePatient: 'Edebere ya · nkọwa onye ọrịa bụ nzuzo',
  privateDeclined: 'Ajụrụ ya · nkọwa onye ọrịa bụ nzuzo',
  privateCancelled: 'Akagburu ya · nkọwa onye ọrịa bụ nzuzo',
};

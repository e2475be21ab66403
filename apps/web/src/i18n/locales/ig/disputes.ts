// Igbo words of the disputes screens (English: ../app/disputes.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const disputes: CatalogueSection<'disputes'> = {
  viewOpen: 'Lee esemokwu ahụ',
  form: {
    appointmentFailed: 'Enweghị ike ibudata nhọpụta ahụ.',
    when: 'Ụbọchị na oge',
    type: 'Ụdị',
    cannotOpen: 'Enweghị ike imepe esemokwu na nhọpụta a',
    viewOpen: 'Lee esemokwu mepere emepe',
    backToAppointments: 'Laghachi na nhọpụta gị',
  },
};

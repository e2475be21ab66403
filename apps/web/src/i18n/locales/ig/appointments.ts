// Igbo words of the appointments screens (English: ../app/appointments.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const appointments: CatalogueSection<'appointments'> = {
  title: 'Oge nzukọ',
  patientDescription: 'Ndụmọdụ gị, arịrịọ gị na ihe si na ha pụta.',
  bookDoctor: 'Debe oge na dọkịta',
  search: 'Chọọ',
  patientSearchPlaceholder: 'Dọkịta, ngalaba ọkachamara, ihe kpatara',
  type: 'Ụdị',
  all: 'Niile',
  showOpenSlots: 'Gosi oge ụlọ ọgwụ ndị ọ dịbeghị onye weere',
  upcoming: 'Na-abịa',
  past: 'Gara aga',
  noUpcomingMatch: 'Enweghị oge nzukọ na-abịa dabara na nchọta gị.',
  noUpcomingPatient: 'Ị nweghị oge nzukọ na-abịa. Debe oge na dọkịta ka ịmalite.',
  noUpcoming: 'Ị nweghị oge nzukọ na-abịa.',
  noPastMatch: 'Enweghị oge nzukọ gara aga dabara na nchọta gị.',
  noPast: 'Enweghị oge nzukọ gara aga ugbu a.',
  failed: 'Enweghị ike ibudata oge nzukọ.',
  appointmentWith: 'Oge nzukọ na {{who}} na {{when}}',
  durationMin: 'Nkeji {{minutes}}',
  reason: 'Ihe kpatara ya:',
  noneGiven: 'Enyeghị',
  joinCall: 'Banye n’oku',
  openChat: 'Mepee mkparịta ụka',
  cancellationReason: 'Ihe kpatara nkagbu',
  cancel: 'Kagbuo',
  notYet: 'Ọ bụbeghị oge',
  cancelTitle: 'Kagbuo oge nzukọ',
  cancelDescription: 'Kagbuo oge nzukọ nke {{when}}? A ga-agwa onye nke ọzọ, ya na ihe kpatara gị.',
  reasonRequired: 'Achọrọ {{label}}',
  keepAppointment: 'Debe oge nzukọ',
  changeFailed: 'Enweghị ike ịgbanwe oge nzukọ ahụ. Biko nwaa ọzọ.',
  done: { cancel: 'Akagbuola oge nzukọ' },
};

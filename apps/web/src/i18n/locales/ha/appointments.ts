// Hausa words of the appointments screens (English: ../app/appointments.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const appointments: CatalogueSection<'appointments'> = {
  title: 'Alƙawura',
  patientDescription: 'Tuntuɓarka, buƙatunka da sakamakonsu.',
  bookDoctor: 'Yi alƙawari da likita',
  search: 'Nema',
  patientSearchPlaceholder: 'Likita, ƙwarewa, dalili',
  type: 'Iri',
  all: 'Duka',
  showOpenSlots: 'Nuna lokutan asibiti da babu wanda ya ɗauka tukuna',
  upcoming: 'Masu zuwa',
  past: 'Na baya',
  noUpcomingMatch: 'Babu alƙawari mai zuwa da ya dace da nemanka.',
  noUpcomingPatient: 'Ba ka da alƙawari mai zuwa. Yi alƙawari da likita don farawa.',
  noUpcoming: 'Ba ka da alƙawari mai zuwa.',
  noPastMatch: 'Babu alƙawari na baya da ya dace da nemanka.',
  noPast: 'Babu alƙawari na baya tukuna.',
  failed: 'Ba a iya lodo alƙawura ba.',
  appointmentWith: 'Alƙawari da {{who}} a {{when}}',
  durationMin: 'Minti {{minutes}}',
  reason: 'Dalili:',
  noneGiven: 'Ba a bayar ba',
  joinCall: 'Shiga kira',
  openChat: 'Buɗe hira',
  cancellationReason: 'Dalilin soke',
  cancel: 'Soke',
  notYet: 'Ba tukuna ba',
  cancelTitle: 'Soke alƙawari',
  cancelDescription: 'A soke alƙawarin {{when}}? Za a sanar da ɗayan ɓangaren, tare da dalilinka.',
  reasonRequired: 'Ana buƙatar {{label}}',
  keepAppointment: 'Riƙe alƙawari',
  changeFailed: 'Ba a iya canza alƙawarin ba. Da fatan a sake gwadawa.',
  done: { cancel: 'An soke alƙawari' },
};

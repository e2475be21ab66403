// Hausa words of the dashboard screens (English: ../app/dashboard.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const dashboard: CatalogueSection<'dashboard'> = {
  welcome: 'Barka da zuwa, {{name}}',
  welcomeBack: 'Barka da dawowa, {{name}}',
  patientDescription: 'Kulawarka a taƙaice.',
  yourHealthProfile: 'Bayanan lafiyarka',
  viewProfile: 'Duba bayanan kanka',
  patientHint: 'Ingantattun bayanan tuntuɓa da na lafiya suna taimaka wa likitoci su kula da kai, musamman a lokacin gaggawa.',
  nextAppointments: 'Alƙawura masu zuwa',
  allAppointments: 'Duk alƙawura',
  bookDoctor: 'Nemi likita',
  noUpcoming: 'Ba ka da alƙawura masu zuwa.',
  recentNotifications: 'Sanarwa na baya-bayan nan',
  notificationsFailed: 'Ba a iya lodo sanarwarka ba.',
  noNotifications: 'Babu sanarwa.',
  appointmentsFailed: 'Ba a iya lodo alƙawuranka ba.',
  appointmentWith: 'Alƙawari da {{who}} a {{when}}',
};

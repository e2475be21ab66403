// Igbo words of the dashboard screens (English: ../app/dashboard.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const dashboard: CatalogueSection<'dashboard'> = {
  welcome: 'Nnọọ, {{name}}',
  welcomeBack: 'Nnọọ ọzọ, {{name}}',
  patientDescription: 'Nlekọta gị na nkenke.',
  yourHealthProfile: 'Profaịlụ ahụike gị',
  viewProfile: 'Lee profaịlụ gị',
  patientHint: 'Nkọwa kọntaktị na ahụike ziri ezi na-enyere ndị dọkịta aka ilekọta gị, karịsịa na mberede.',
  nextAppointments: 'Oge nhọpụta na-abịa',
  allAppointments: 'Oge nhọpụta niile',
  bookDoctor: 'Họpụta dọkịta',
  noUpcoming: 'Ị nweghị oge nhọpụta na-abịa.',
  recentNotifications: 'Ọkwa ndị na-adịbeghị anya',
  notificationsFailed: 'Enweghị ike ibu ọkwa gị.',
  noNotifications: 'Enweghị ọkwa.',
  appointmentsFailed: 'Enweghị ike ibu oge nhọpụta gị.',
  appointmentWith: 'Oge nhọpụta gị na {{who}} na {{when}}',
};

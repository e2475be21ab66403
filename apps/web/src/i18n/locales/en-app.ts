// English for the signed-in pages: loaded with the signed-in frame (i18n/appCatalogue.ts), so
// the sign-in page's first download carries only the public words.

import { admin } from './app/admin';
import { adminAnalytics } from './app/admin-analytics';
import { adminAudit } from './app/admin-audit';
import { adminPayments } from './app/admin-payments';
import { adminUsers } from './app/admin-users';
import { affiliations } from './app/affiliations';
import { appointments } from './app/appointments';
import { call } from './app/call';
import { chat } from './app/chat';
import { dashboard } from './app/dashboard';
import { disputes } from './app/disputes';
import { doctors } from './app/doctors';
import { hospital } from './app/hospital';
import { hospitalAnalytics } from './app/hospital-analytics';
import { hospitalAppointments } from './app/hospital-appointments';
import { hospitalBooking } from './app/hospital-booking';
import { hospitalPage } from './app/hospital-page';
import { hospitalPatients } from './app/hospital-patients';
import { hospitalPortal } from './app/hospital-portal';
import { hospitalQuality } from './app/hospital-quality';
import { hospitalServices } from './app/hospital-services';
import { hospitalSettings } from './app/hospital-settings';
import { moderation } from './app/moderation';
import { myHealth } from './app/my-health';
import { patients } from './app/patients';
import { payouts } from './app/payouts';
import { prescriptions } from './app/prescriptions';
import { profile } from './app/profile';
import { recordForm } from './app/record-form';
import { recordWriting } from './app/record-writing';
import { records } from './app/records';
import { reviews } from './app/reviews';
import { sandboxCheckout } from './app/sandbox-checkout';
import { schedule } from './app/schedule';
import { shell } from './app/shell';
import { status } from './app/status';
import { support } from './app/support';
import { time } from './app/time';
import { wallet } from './app/wallet';

// One file per feature under app/: a new page adds its words there and one line here.
export const enApp = {
  adminUsers,
  adminAudit,
  status,
  reviews,
  moderation,
  time,
  shell,
  dashboard,
  doctors,
  appointments,
  chat,
  hospitalBooking,
  hospitalAppointments,
  schedule,
  patients,
  records,
  recordForm,
  recordWriting,
  prescriptions,
  myHealth,
  hospitalPatients,
  admin,
  adminAnalytics,
  adminPayments,
  affiliations,
  hospital,
  hospitalPortal,
  hospitalSettings,
  hospitalServices,
  hospitalAnalytics,
  hospitalQuality,
  hospitalPage,
  call,
  wallet,
  sandboxCheckout,
  payouts,
  support,
  disputes,
  profile,
} as const;

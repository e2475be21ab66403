// Yoruba. AWAITS REVIEW BY A NATIVE SPEAKER before it is offered to patients as finished work.
// Covers sign-in, registration and the signed-out contact form, the dashboard, the doctor
// directory and booking, appointments, My Health (records, prescriptions and who opened them),
// the pharmacist's prescription check (/rx), the hospital's patients and the records they shared,
// disputes, the wallet and payouts, the admin's users page, the patient's menu and a person's own support
// tickets (/support); i18n/translatedScreens.test.ts holds those screens to every English key.
// Every other screen (the call and chat pages, the admin's support queue among them) falls back
// to English (i18n/i18n.ts fallbackLng).
//
// One file per feature, named like the English ones (../app/*.ts); a new screen adds its words
// there and one line here.

import type { Catalogue } from '../../catalogue';
import { adminAudit } from './admin-audit';
import { adminPayments } from './admin-payments';
import { adminUsers } from './admin-users';
import { appointments } from './appointments';
import { auth } from './auth';
import { contact } from './contact';
import { dashboard } from './dashboard';
import { disputes } from './disputes';
import { doctors } from './doctors';
import { fields } from './fields';
import { hospitalAppointments } from './hospital-appointments';
import { hospitalPatients } from './hospital-patients';
import { myHealth } from './my-health';
import { payouts } from './payouts';
import { prescriptions } from './prescriptions';
import { profile } from './profile';
import { choices, common, connection, demoServer, errors, language, roles } from './public';
import { recordWriting } from './record-writing';
import { records } from './records';
import { rxVerify } from './rx-verify';
import { shell } from './shell';
import { support } from './support';
import { time } from './time';
import { wallet } from './wallet';

export const yo: Catalogue = {
  common,
  language,
  roles,
  contact,
  time,
  choices,
  errors,
  auth,
  fields,
  connection,
  demoServer,
  shell,
  appointments,
  dashboard,
  doctors,
  myHealth,
  support,
  profile,
  wallet,
  payouts,
  adminUsers,
  adminPayments,
  hospitalPatients,
  hospitalAppointments,
  adminAudit,
  records,
  recordWriting,
  prescriptions,
  rxVerify,
  disputes,
};

// The server's words travel in the same file: one download per language.
export { yoServer } from './server';

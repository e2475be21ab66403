// More accounts for the admin's /admin/users: patients across several states, doctors and a
// hospital waiting for approval, a rejected doctor, a deactivated patient and one deactivated and
// reactivated — the decisions taken through the admin module itself, so each is told to the
// person and written to the audit trail, as /admin/audit then shows. Joining days are spread over
// the past months so the "joined from/to" filters and the sorts have something to tell apart.
// None of these accounts is an active doctor or hospital: the public directories stay as they were.

import type { AccountValues } from '@naijacare/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { domainEventBus } from '../events/bus';
import type { Caller } from '../modules/accounts/caller';
import { users } from '../modules/accounts/schema';
import type { AccountsService } from '../modules/accounts/service';
import { adminService } from '../modules/admin/service';
import { auditService } from '../modules/audit/service';
import { tellAccountEvents } from '../modules/notifications/account-events';
import { notificationsService } from '../modules/notifications/service';

const DAY = 86_400_000;

type Seeded = Omit<AccountValues, 'password' | 'email' | 'username'> & { username: string; daysAgo: number; status: 'active' | 'pending' };

const PEOPLE: Seeded[] = [
  {
    username: 'demo_patient_kano',
    first_name: 'Aisha',
    last_name: 'Sani',
    phone: '+234-803-555-0201',
    state: 'KN',
    user_type: 'patient',
    profile: { date_of_birth: '1990-02-11' },
    daysAgo: 160,
    status: 'active',
  },
  {
    username: 'demo_patient_rivers',
    first_name: 'Boma',
    last_name: 'Briggs',
    phone: '+234-803-555-0202',
    state: 'RI',
    user_type: 'patient',
    profile: { date_of_birth: '1985-06-23' },
    daysAgo: 120,
    status: 'active',
  },
  {
    username: 'demo_patient_enugu',
    first_name: 'Chiamaka',
    last_name: 'Eze',
    phone: '+234-803-555-0203',
    state: 'EN',
    user_type: 'patient',
    profile: { date_of_birth: '1978-09-02' },
    daysAgo: 75,
    status: 'active',
  },
  {
    username: 'demo_patient_oyo',
    first_name: 'Dapo',
    last_name: 'Adebayo',
    phone: '+234-803-555-0204',
    state: 'OY',
    user_type: 'patient',
    profile: { date_of_birth: '2001-12-30' },
    daysAgo: 40,
    status: 'active',
  },
  {
    username: 'demo_patient_kaduna',
    first_name: 'Emeka',
    last_name: 'Yusuf',
    phone: '+234-803-555-0205',
    state: 'KD',
    user_type: 'patient',
    profile: { date_of_birth: '1995-04-17' },
    daysAgo: 21,
    status: 'active',
  },
  {
    username: 'demo_patient_abuja',
    first_name: 'Funmi',
    last_name: 'Lawal',
    phone: '+234-803-555-0206',
    state: 'FC',
    user_type: 'patient',
    profile: { date_of_birth: '1988-08-08' },
    daysAgo: 3,
    status: 'active',
  },
  {
    username: 'demo_doctor_pending_kano',
    first_name: 'Garba',
    last_name: 'Ibrahim',
    phone: '+234-806-555-0211',
    state: 'KN',
    user_type: 'doctor',
    profile: { specialization: 'Paediatrics', license_number: 'MDCN/R/77102', years_of_experience: 6, consultation_fee: '10000.00' },
    daysAgo: 2,
    status: 'pending',
  },
  {
    username: 'demo_doctor_pending_enugu',
    first_name: 'Hauwa',
    last_name: 'Okeke',
    phone: '+234-806-555-0212',
    state: 'EN',
    user_type: 'doctor',
    profile: { specialization: 'Cardiology', license_number: 'MDCN/R/77219', years_of_experience: 14, consultation_fee: '20000.00' },
    daysAgo: 1,
    status: 'pending',
  },
  {
    username: 'demo_doctor_rejected_oyo',
    first_name: 'Ifeanyi',
    last_name: 'Ogun',
    phone: '+234-806-555-0213',
    state: 'OY',
    user_type: 'doctor',
    profile: { specialization: 'Dermatology', license_number: 'MDCN/R/00000', years_of_experience: 3, consultation_fee: '8000.00' },
    daysAgo: 30,
    status: 'pending',
  },
  {
    username: 'demo_hospital_pending_rivers',
    first_name: 'Jumoke',
    last_name: 'Harry',
    phone: '+234-809-555-0221',
    state: 'RI',
    user_type: 'hospital',
    profile: { hospital_name: 'Garden City Clinic', address: '4 Aba Road, Port Harcourt', registration_number: 'RSMOH/2021/0088' },
    daysAgo: 4,
    status: 'pending',
  },
];

export async function seedDemoUsers(db: Db, accounts: AccountsService, admin: Caller, password: string): Promise<void> {
  const created: Record<string, number> = {};
  for (const { daysAgo, status, username, ...values } of PEOPLE) {
    const user = await accounts.createAccount({ ...values, username, email: `${username.replace(/_/g, '.')}@example.ng`, password }, status);
    await db
      .update(users)
      .set({ date_joined: new Date(Date.now() - daysAgo * DAY) })
      .where(eq(users.id, user.id));
    created[username] = user.id;
  }
  // The people decided on hear of it, as through the app; the deactivated have nothing still to come to undo.
  const events = domainEventBus();
  tellAccountEvents(events, notificationsService(db));
  const decisions = adminService({ db, events, audit: auditService(db) });
  const who = { caller: admin, ip: null, userAgent: null };
  await decisions.reject(created.demo_doctor_rejected_oyo, 'The licence number is not on the MDCN register; please check it and apply again.', undefined, who);
  await decisions.deactivate(admin.actor, created.demo_patient_kaduna, 'Repeated abusive messages to doctors in chat.', undefined, who);
  await decisions.deactivate(admin.actor, created.demo_patient_rivers, 'Card payments reported as disputed by the bank.', undefined, who);
  await decisions.reactivate(created.demo_patient_rivers, undefined, who, 'The bank confirmed the payments were genuine.');
}

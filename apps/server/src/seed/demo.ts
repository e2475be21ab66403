// Demo data for the embedded default: one of each kind of account ready to sign in,
// a doctor's working week, appointments in every status and a hospital's open slots.
// Seeded only into an empty database, so it never touches real data.

import { addDays, lagosDate, lagosInstant, weekdayOf } from '@naijacare/contracts';
import type { Database } from '../db/client';
import { updateHospitalProfile } from '../modules/accounts/hospital-profile-writes';
import type { AccountsService } from '../modules/accounts/service';
import type { AppointmentsService } from '../modules/appointments/service';
import { hospitalServicesService } from '../modules/hospitals/services/service';
import type { PaymentsService } from '../modules/payments/service';
import type { PayoutsService } from '../modules/payouts/service';
import type { SchedulesService } from '../modules/schedules/service';
import type { FileStore } from '../storage/files';
import { seedDemoAccess } from './demo-access';
import { seedDemoAnalytics } from './demo-analytics';
import { seedDemoDebt } from './demo-debt';
import { seedDemoDisputes } from './demo-disputes';
import { seedDemoFees } from './demo-fees';
import { releaseEarningsDueBy } from './demo-maturity';
import { seedDemoModeration } from './demo-moderation';
import { seedDemoPayments } from './demo-payments';
import { seedDemoRecords } from './demo-records';
import { seedDemoSupport } from './demo-support';
import { seedDemoUsers } from './demo-users';
import { seedDemoWallet } from './demo-wallet';
import { affiliate, backdateJoining, createReadyAccount, seedAffiliation, seedAppointment } from './records';

export const DEMO_PASSWORD = 'demo-pass-2026';
export const DEMO_USERNAMES = {
  patient: 'demo_patient',
  doctor: 'demo_doctor',
  hospital: 'demo_hospital',
  admin: 'demo_admin',
} as const;

export interface SeedDeps {
  database: Database;
  accounts: AccountsService;
  schedules: SchedulesService;
  appointments: AppointmentsService;
  /** The app's file store: the demo's lab report is kept where uploads are. */
  files: FileStore;
  /** Top-ups: the demo patient's wallet is funded through the sandbox provider. */
  payments: PaymentsService;
  /** The demo doctor's withdrawal waiting for an admin. */
  payouts: PayoutsService;
  /** The platform's commission and the earnings' hold: the past visits' fees are split by them. */
  money: { commissionPercent: number; earningsHoldHours: number };
}

const password = DEMO_PASSWORD;

async function profileId(accounts: AccountsService, user: Awaited<ReturnType<typeof createReadyAccount>>) {
  return ((await accounts.profileRow(user)) as { id: number }).id;
}

/** The n nearest weekdays before (direction -1) or after (+1) today, nearest first. */
function weekdaysFrom(today: string, direction: 1 | -1, n: number): string[] {
  const days: string[] = [];
  for (let d = direction; days.length < n; d += direction) {
    const date = addDays(today, d);
    if (weekdayOf(date) < 5) days.push(date);
  }
  return days;
}

export async function seedDemo({ database, accounts, schedules, appointments, files, payments, payouts, money }: SeedDeps): Promise<boolean> {
  const { db } = database;
  if ((await accounts.userCount()) > 0) return false;

  const hospitalUser = await createReadyAccount(accounts, {
    username: DEMO_USERNAMES.hospital,
    email: 'admin@lagoscare.example.ng',
    password,
    first_name: 'Ngozi',
    last_name: 'Eze',
    phone: '+234-803-555-0101',
    state: 'LA',
    user_type: 'hospital',
    profile: { hospital_name: 'LagosCare General Hospital', address: '12 Broad Street, Lagos Island', registration_number: 'HEFAMAA/2019/0421' },
  });
  const doctorUser = await createReadyAccount(accounts, {
    username: DEMO_USERNAMES.doctor,
    email: 'adaeze.okafor@lagoscare.example.ng',
    password,
    first_name: 'Adaeze',
    last_name: 'Okafor',
    phone: '+234-805-555-0142',
    state: 'LA',
    user_type: 'doctor',
    profile: {
      specialization: 'General Medicine',
      license_number: 'MDCN/R/48213',
      years_of_experience: 9,
      hospital_affiliation: 'LagosCare General Hospital',
      consultation_fee: '12500.00',
      bio: 'Family-focused general practitioner; hypertension and diabetes care, preventive check-ups.',
      medical_school: 'University of Lagos College of Medicine',
      residency_program: 'Lagos University Teaching Hospital',
    },
  });
  const paediatrician = await createReadyAccount(accounts, {
    username: 'dr_emeka_obi',
    email: 'emeka.obi@example.ng',
    password,
    first_name: 'Emeka',
    last_name: 'Obi',
    phone: '+234-806-555-0190',
    state: 'FC',
    user_type: 'doctor',
    profile: {
      specialization: 'Pediatrics',
      license_number: 'MDCN/R/51377',
      years_of_experience: 14,
      consultation_fee: '15000.00',
      bio: 'Child health, immunisation schedules and newborn care.',
    },
  });
  const dermatologist = await createReadyAccount(accounts, {
    username: 'dr_aisha_bello',
    email: 'aisha.bello@example.ng',
    password,
    first_name: 'Aisha',
    last_name: 'Bello',
    phone: '+234-807-555-0123',
    state: 'KN',
    user_type: 'doctor',
    profile: {
      specialization: 'Dermatology',
      license_number: 'MDCN/R/60218',
      years_of_experience: 6,
      consultation_fee: '10000.00',
      bio: 'Skin, hair and nail conditions; teledermatology reviews.',
    },
  });
  const gynaecologist = await createReadyAccount(accounts, {
    username: 'dr_kemi_adeyemi',
    email: 'kemi.adeyemi@example.ng',
    password,
    first_name: 'Kemi',
    last_name: 'Adeyemi',
    phone: '+234-808-555-0155',
    state: 'OY',
    user_type: 'doctor',
    profile: {
      specialization: 'Gynecology',
      license_number: 'MDCN/R/57702',
      years_of_experience: 11,
      consultation_fee: '14000.00',
      bio: 'Antenatal care, family planning and gynaecological check-ups.',
    },
  });
  const patientUser = await createReadyAccount(accounts, {
    username: DEMO_USERNAMES.patient,
    email: 'tunde.bakare@example.ng',
    password,
    first_name: 'Tunde',
    last_name: 'Bakare',
    phone: '+234-802-555-0177',
    state: 'LA',
    user_type: 'patient',
    profile: {
      date_of_birth: '1988-04-12',
      gender: 'M',
      emergency_contact: 'Funmi Bakare, +234-802-555-0178',
      blood_type: 'O+',
      // English: a patient's preferred language now sets the app's language after sign-in, and the
      // demo shows the app as written (Yoruba is one switch away, on the sign-in page or /profile).
      preferred_language: 'EN',
      address: '7 Adeola Odeku Street, Victoria Island, Lagos',
    },
  });
  const adminUser = await createReadyAccount(
    accounts,
    {
      username: DEMO_USERNAMES.admin,
      email: 'admin@naijacare.example.ng',
      password,
      first_name: 'Platform',
      last_name: 'Admin',
      phone: '+234-809-555-0100',
      state: 'FC',
      user_type: 'admin',
      profile: {},
    },
    { is_superuser: true },
  );

  const hospitalId = await profileId(accounts, hospitalUser);
  const doctorId = await profileId(accounts, doctorUser);
  const paediatricianId = await profileId(accounts, paediatrician);
  const dermatologistId = await profileId(accounts, dermatologist);
  const patientId = await profileId(accounts, patientUser);
  await affiliate(db, doctorId, hospitalId);
  await affiliate(db, paediatricianId, hospitalId);
  // LagosCare's Doctor Affiliations page: a request to decide and a suspension among its affiliations.
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
  await seedAffiliation(db, {
    doctor_id: dermatologistId,
    hospital_id: hospitalId,
    status: 'pending',
    message: 'I run teledermatology clinics on Tuesday and Thursday afternoons and can take referrals from your GPs.',
    created_at: daysAgo(2),
  });
  await seedAffiliation(db, {
    doctor_id: await profileId(accounts, gynaecologist),
    hospital_id: hospitalId,
    status: 'suspended',
    reason: 'Practising licence renewal awaiting MDCN confirmation',
    created_at: daysAgo(120),
    approved_at: daysAgo(118),
    decided_at: daysAgo(5),
  });

  // Working weeks: mornings and afternoons on weekdays for Dr Okafor, other patterns for the others.
  const doctorCaller = async (user: typeof doctorUser, id: number) => ({ ...(await accounts.callerOf(user)), doctorId: id });
  const okafor = await doctorCaller(doctorUser, doctorId);
  for (let day = 0; day < 5; day++) {
    await schedules.create(okafor, { day_of_week: day, start_time: '09:00', end_time: '13:00', slot_minutes: 30 });
    await schedules.create(okafor, { day_of_week: day, start_time: '14:00', end_time: '17:00', slot_minutes: 30 });
  }
  await schedules.create(okafor, { day_of_week: 5, start_time: '10:00', end_time: '12:00', slot_minutes: 30, is_active: false });
  const obi = await doctorCaller(paediatrician, paediatricianId);
  for (const day of [0, 2, 4]) await schedules.create(obi, { day_of_week: day, start_time: '08:00', end_time: '12:00', slot_minutes: 20 });
  const bello = await doctorCaller(dermatologist, dermatologistId);
  for (const day of [1, 3, 5]) await schedules.create(bello, { day_of_week: day, start_time: '15:00', end_time: '19:00', slot_minutes: 30 });

  // Appointments of Tunde Bakare with Dr Okafor across the statuses.
  const today = lagosDate(new Date());
  const [past1, past2, past3] = weekdaysFrom(today, -1, 3);
  const [next1, next2, next3] = weekdaysFrom(today, 1, 3);
  const at = (date: string, hhmm: string) => lagosInstant(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)));
  const visit = (date: string, hhmm: string, minutes = 30) => ({
    scheduled_at: at(date, hhmm),
    ends_at: new Date(at(date, hhmm).getTime() + minutes * 60_000),
    duration_minutes: minutes,
  });
  // A visit was booked (two days before it, at most now): the admin's history counts it that day.
  const bookedBefore = (when: Date) => new Date(Math.min(Date.now(), when.getTime() - 2 * 86_400_000));
  const mine = { patient_id: patientId, doctor_id: doctorId, schedule_creator: 'patient' as const, fee_kobo: 1_250_000 };
  const history = [
    {
      ...mine,
      ...visit(past3, '10:00'),
      appointment_type: 'video' as const,
      status: 'completed' as const,
      reason: 'Blood pressure review',
      notes: 'BP 128/82. Continue amlodipine 5 mg.',
    },
    { ...mine, ...visit(past2, '15:00'), appointment_type: 'chat' as const, status: 'no_show' as const, reason: 'Lab results discussion' },
    {
      ...mine,
      ...visit(past1, '11:00'),
      appointment_type: 'audio' as const,
      status: 'cancelled' as const,
      reason: 'Persistent cough',
      cancellation_reason: 'Feeling better, will rebook if it returns',
      cancelled_by: patientUser.id,
    },
    { ...mine, ...visit(next1, '10:00'), appointment_type: 'video' as const, status: 'scheduled' as const, reason: 'Follow-up on blood pressure medication' },
    { ...mine, ...visit(next2, '11:30'), appointment_type: 'in_person' as const, status: 'pending' as const, reason: 'Annual health check' },
    {
      ...mine,
      ...visit(next3, '16:00'),
      appointment_type: 'audio' as const,
      status: 'rejected' as const,
      reason: 'Sick note',
      rejection_reason: 'Please book an in-person visit for a sick note',
    },
  ];
  const visits = [];
  for (const values of history) visits.push(await seedAppointment(db, { ...values, created_at: bookedBefore(values.scheduled_at) }));

  // Open slots LagosCare publishes around Dr Okafor's own hours, and one with Dr Obi.
  const hospitalCaller = { ...(await accounts.callerOf(hospitalUser)), hospitalId };
  for (const date of [next1, next2, next3]) {
    for (const time of ['13:00', '17:00', '17:30']) {
      await appointments.publishSlot(hospitalCaller, {
        doctor: doctorId,
        scheduled_at: at(date, time).toISOString(),
        duration_minutes: 30,
        appointment_type: 'in_person',
      });
    }
  }
  await appointments.publishSlot(hospitalCaller, {
    doctor: paediatricianId,
    scheduled_at: at(next2, '13:00').toISOString(),
    duration_minutes: 30,
    appointment_type: 'video',
  });

  // LagosCare's slots of the weeks before, booked by Tunde Bakare with Dr Obi: held, missed and cancelled.
  const [, , , held1, held2, missed, called] = weekdaysFrom(today, -1, 7);
  const atLagosCare = { patient_id: patientId, doctor_id: paediatricianId, hospital_id: hospitalId, schedule_creator: 'hospital' as const, fee_kobo: 900_000 };
  const hospitalHistory = [
    { ...atLagosCare, ...visit(held1, '09:00'), appointment_type: 'in_person' as const, status: 'completed' as const, reason: 'Child vaccination review' },
    { ...atLagosCare, ...visit(held2, '10:00'), appointment_type: 'video' as const, status: 'completed' as const, reason: 'Fever follow-up' },
    { ...atLagosCare, ...visit(missed, '08:40'), appointment_type: 'in_person' as const, status: 'no_show' as const, reason: 'Growth check' },
    {
      ...atLagosCare,
      ...visit(called, '11:00'),
      appointment_type: 'in_person' as const,
      status: 'cancelled' as const,
      reason: 'Ear infection',
      cancellation_reason: 'Dr Obi was called to an emergency; please book another slot',
      cancelled_by: hospitalUser.id,
    },
  ];
  const hospitalVisits = [];
  for (const values of hospitalHistory) hospitalVisits.push(await seedAppointment(db, { ...values, created_at: bookedBefore(values.scheduled_at) }));

  // LagosCare's public profile and the services patients see on its page (one switched off).
  await updateHospitalProfile(db, hospitalId, {
    facility_type: 'secondary',
    bed_count: 180,
    website: 'https://lagoscare.example.ng',
    description: 'A general hospital on Lagos Island with outpatient clinics, a maternity wing and a 24-hour emergency unit.',
  });
  const services = hospitalServicesService(db);
  for (const service of [
    { name: 'General consultation', category: 'consultation', description: 'Walk-in and booked outpatient visits.', price: 1_500_000 },
    { name: 'Full blood count', category: 'laboratory', description: 'Results the same day.', price: 650_000 },
    { name: 'Obstetric ultrasound', category: 'imaging', description: '', price: 2_000_000 },
    { name: 'Antenatal care', category: 'maternity', description: 'Booking visit and follow-ups.', price: null },
    { name: '24-hour emergency', category: 'emergency', description: 'Open day and night.', price: null },
    { name: 'Home sample collection', category: 'laboratory', description: 'Paused while the van is repaired.', price: 300_000, is_active: false },
  ] as const)
    await services.create(hospitalCaller, { is_active: true, ...service });
  await seedDemoAccess(db, hospitalCaller, { ...(await accounts.callerOf(patientUser)), patientId });
  await seedDemoRecords(db, files, okafor, hospitalCaller, patientId, visits[0]);
  const name = (u: typeof doctorUser) => `${u.first_name} ${u.last_name}`;
  await seedDemoFees(
    db,
    payments,
    {
      patient: { id: patientUser.id, email: patientUser.email, name: name(patientUser) },
      doctors: {
        [doctorId]: { userId: doctorUser.id, name: `Dr. ${name(doctorUser)}` },
        [paediatricianId]: { userId: paediatrician.id, name: `Dr. ${name(paediatrician)}` },
      },
    },
    [...visits, ...hospitalVisits],
    money,
  );
  // The money's past in the order it happened, each step dated then (wallet/replay.ts): the
  // disputes about Dr Okafor's visits, Dr Obi's withdrawal and the refund that left him a debt, Dr
  // Okafor's withdrawal waiting for an admin, the demo patient's top-up; then every earning
  // released that fell due since.
  const patientCaller = { ...(await accounts.callerOf(patientUser)), patientId };
  const adminCaller = await accounts.callerOf(adminUser);
  await seedDemoDisputes(db, { patient: patientCaller, admin: adminCaller }, { completed: visits[0], noShow: visits[1] });
  // The growth check marked as the patient's no-show.
  await seedDemoDebt(db, { payments, payouts }, { doctor: paediatrician, patient: patientCaller, admin: adminCaller }, hospitalVisits[2]);
  await seedDemoPayments(db, payments, payouts, { doctor: doctorUser, patient: patientUser });
  await seedDemoWallet(db, payments, patientUser);
  await releaseEarningsDueBy(db, new Date());
  await seedDemoSupport(
    db,
    appointments,
    {
      patient: await accounts.callerOf(patientUser),
      doctor: okafor,
      hospital: hospitalCaller,
      admin: adminCaller,
    },
    // The ear-infection visit the hospital called off: the patient asks about its fee.
    hospitalVisits[3].id,
  );
  // Reviews of the blood-pressure review and the vaccination visit; the fever follow-up is left to rate.
  await seedDemoModeration(db, appointments, { patient: { ...(await accounts.callerOf(patientUser)), patientId }, obi, hospital: hospitalCaller }, [
    visits[0].id,
    hospitalVisits[0].id,
  ]);
  await seedDemoUsers(db, accounts, await accounts.callerOf(adminUser), password);
  // The demo's own accounts joined before their visits, on days of the past months; then the
  // admin's 30-day history is generated from everything seeded.
  await backdateJoining(db, [
    [adminUser.id, 80],
    [hospitalUser.id, 70],
    [doctorUser.id, 60],
    [paediatrician.id, 50],
    [gynaecologist.id, 40],
    [dermatologist.id, 26],
    [patientUser.id, 21],
  ]);
  await seedDemoAnalytics(db);
  return true;
}

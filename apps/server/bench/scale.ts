// npm run bench -- --scale: do the lists stay as fast when the tables grow a hundredfold? On a
// PostgreSQL database of its own (BENCH_PG_URL), the demo data is joined by 1,000 doctors, 10,000
// patients, and appointments and notifications generated in SQL: first 10,000 of each, then
// 1,000,000. The demo patient and the demo doctor each hold 1,000 appointments at both sizes, so
// what changes is only the size of the tables around them. Each list is timed in process (the
// database's work, not the network's) and the 1M / 10k ratio printed; the target is ≤ 1.5.

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPostgres } from '../src/db/client';
import { DEMO_PASSWORD, DEMO_USERNAMES, seedDemo } from '../src/seed/demo';

const pgBase = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BULK_DOCTORS = 1000;
const BULK_PATIENTS = 10_000;
const OWN = 1000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Adds the bulk doctors and patients, and the demo patient's and doctor's own 1,000 appointments
 * and the demo patient's 1,000 notifications. */
const PEOPLE = `
insert into users (username, email, password_hash, first_name, last_name, state, user_type, account_status)
select 'bulk_doctor_' || g, 'bulk_doctor_' || g || '@example.ng', 'x', 'Bulk', 'Doctor ' || g, 'LA', 'doctor', 'active' from generate_series(1, ${BULK_DOCTORS}) g;
insert into doctor_profiles (user_id, specialization, license_number, consultation_fee_kobo)
select id, 'General Medicine', 'MDCN/BULK/' || id, 500000 from users where username like 'bulk_doctor_%';
insert into users (username, email, password_hash, first_name, last_name, state, user_type, account_status)
select 'bulk_patient_' || g, 'bulk_patient_' || g || '@example.ng', 'x', 'Bulk', 'Patient ' || g, 'LA', 'patient', 'active' from generate_series(1, ${BULK_PATIENTS}) g;
insert into patient_profiles (user_id, date_of_birth, emergency_contact)
select id, '1990-01-01', '+234-800-000-0000' from users where username like 'bulk_patient_%';
create temporary table bulk_doctors as select row_number() over (order by d.id) - 1 as n, d.id from doctor_profiles d join users u on u.id = d.user_id where u.username like 'bulk_doctor_%';
-- The demo hospital has ten of the bulk doctors (n = 0, 100, … 900), who publish its open slots.
insert into doctor_hospital_affiliations (doctor_id, hospital_id, status)
select d.id, (select hp.id from hospital_profiles hp join users hu on hu.id = hp.user_id where hu.username = '${DEMO_USERNAMES.hospital}'), 'approved'
from bulk_doctors d where d.n % 100 = 0;
create temporary table bulk_patients as select row_number() over (order by p.id) - 1 as n, p.id from patient_profiles p join users u on u.id = p.user_id where u.username like 'bulk_patient_%';
-- The demo patient's past appointments with bulk doctors, the demo doctor's with bulk patients.
insert into appointments (patient_id, doctor_id, schedule_creator, scheduled_at, ends_at, duration_minutes, appointment_type, status, fee_kobo)
select (select p.id from patient_profiles p join users u on u.id = p.user_id where u.username = '${DEMO_USERNAMES.patient}'),
  (select id from bulk_doctors where n = g % ${BULK_DOCTORS}), 'patient', now() - g * interval '1 day', now() - g * interval '1 day' + interval '30 minutes', 30, 'video', 'completed', 500000
from generate_series(1, ${OWN}) g;
insert into appointments (patient_id, doctor_id, schedule_creator, scheduled_at, ends_at, duration_minutes, appointment_type, status, fee_kobo)
select (select id from bulk_patients where n = g % ${BULK_PATIENTS}),
  (select d.id from doctor_profiles d join users u on u.id = d.user_id where u.username = '${DEMO_USERNAMES.doctor}'), 'patient',
  now() - g * interval '1 day' - interval '1 hour', now() - g * interval '1 day' - interval '30 minutes', 30, 'audio', 'completed', 500000
from generate_series(1, ${OWN}) g;
-- 200 open slots a year ahead, so that at both sizes the open-slot list fills its page of 100:
-- what is compared is the size of the tables, not the size of the answer.
insert into appointments (patient_id, doctor_id, hospital_id, schedule_creator, scheduled_at, ends_at, duration_minutes, appointment_type, status, fee_kobo)
select null, d.id, (select hp.id from hospital_profiles hp join users hu on hu.id = hp.user_id where hu.username = '${DEMO_USERNAMES.hospital}'), 'hospital',
  now() + interval '365 days' + (g / 10) * interval '30 minutes', now() + interval '365 days' + (g / 10) * interval '30 minutes' + interval '30 minutes',
  30, 'video', 'scheduled', 500000
from generate_series(0, 199) g join bulk_doctors d on d.n = (g % 10) * 100;
insert into notifications (user_id, title, message, kind, is_read)
select u.id, 'Appointment approved', 'Your appointment was approved.', 'appointment', g % 3 <> 0 from users u, generate_series(1, ${OWN}) g
where u.username = '${DEMO_USERNAMES.patient}';
`;

/** Grows appointments and notifications to `total` rows each: past appointments between bulk
 * doctors and patients (a few cancelled), 1% open hospital slots in the future, notifications of
 * bulk patients. Times are spread so no doctor or patient holds two active ones at once. */
const grow = (total: number) => `
insert into appointments (patient_id, doctor_id, hospital_id, schedule_creator, scheduled_at, ends_at, duration_minutes, appointment_type, status, fee_kobo)
select case when g % 100 = 0 then null else p.id end, d.id,
  case when g % 100 = 0 then (select hp.id from hospital_profiles hp join users hu on hu.id = hp.user_id where hu.username = '${DEMO_USERNAMES.hospital}') end,
  case when g % 100 = 0 then 'hospital' else 'patient' end,
  case when g % 100 = 0 then now() + interval '1 day' + (g / ${BULK_DOCTORS}) * interval '30 minutes'
       else now() - interval '2 days' - (g / ${BULK_DOCTORS}) * interval '30 minutes' end,
  case when g % 100 = 0 then now() + interval '1 day' + (g / ${BULK_DOCTORS}) * interval '30 minutes' + interval '30 minutes'
       else now() - interval '2 days' - (g / ${BULK_DOCTORS}) * interval '30 minutes' + interval '30 minutes' end,
  30, 'video', case when g % 100 = 0 then 'scheduled' when g % 10 = 0 then 'cancelled' else 'completed' end, 500000
from generate_series((select count(*) from appointments) + 1, ${total}) g
join bulk_doctors d on d.n = g % ${BULK_DOCTORS}
join bulk_patients p on p.n = g % ${BULK_PATIENTS};
insert into notifications (user_id, title, message, kind, is_read)
select p.user_id, 'Appointment completed', 'Your appointment was completed.', 'appointment', g % 4 <> 0
from generate_series((select count(*) from notifications) + 1, ${total}) g
join bulk_patients b on b.n = g % ${BULK_PATIENTS} join patient_profiles p on p.id = b.id;
analyze;
`;

interface Sized {
  rows: number;
  app: Awaited<ReturnType<typeof buildApp>>['app'];
  tokens: Record<'patient' | 'doctor' | 'hospital' | 'admin', string>;
  close: () => Promise<void>;
}

/** A database of its own with the demo data, the bulk people and `rows` appointments and notifications. */
async function sizedDatabase(admin: pg.Client, rows: number): Promise<Sized> {
  const dbName = `naijacare_scale_${rows}_${process.pid}`;
  await admin.query(`create database ${dbName}`);
  const url = new URL(pgBase);
  url.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'naijacare-scale-'));
  const database = await openPostgres(url.toString());
  const close = async () => {
    await database.close();
    if (!process.env.BENCH_KEEP) await admin.query(`drop database if exists ${dbName} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await database.migrate();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      RATE_UNREAD_COUNT_MAX: '100000000',
      RATE_LOGIN_IP_MAX: '1000',
    });
    const built = await buildApp({ config, database });
    const { app } = built;
    await seedDemo(built);
    const raw = new pg.Client({ connectionString: url.toString() });
    await raw.connect();
    const started = performance.now();
    await raw.query(PEOPLE + grow(rows));
    await raw.end();
    console.log(`${rows.toLocaleString('en')} appointments and notifications generated in ${((performance.now() - started) / 1000).toFixed(0)} s (${dbName})`);
    const token = async (username: string) =>
      (await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { username, password: DEMO_PASSWORD } })).json().tokens.access as string;
    const tokens = {
      patient: await token(DEMO_USERNAMES.patient),
      doctor: await token(DEMO_USERNAMES.doctor),
      hospital: await token(DEMO_USERNAMES.hospital),
      admin: await token(DEMO_USERNAMES.admin),
    };
    return {
      rows,
      app,
      tokens,
      close: async () => {
        await app.close();
        await close();
      },
    };
  } catch (err) {
    await close();
    throw err;
  }
}

const LISTS: [string, string, keyof Sized['tokens']][] = [
  ['patient’s appointments (1,000 own)', '/api/appointments/', 'patient'],
  ['open hospital slots', '/api/appointments/?patient__isnull=true&status=scheduled&schedule_creator=hospital', 'patient'],
  ['doctor’s appointments (1,000 own)', '/api/appointments/', 'doctor'],
  ['hospital’s appointments', '/api/appointments/', 'hospital'],
  ['admin: all appointments', '/api/appointments/', 'admin'],
  ['notifications (1,000 own)', '/api/notifications/', 'patient'],
  ['unread count', '/api/notifications/unread_count/', 'patient'],
  ['admin: users', '/api/admin/users/', 'admin'],
];

async function timeOnce(db: Sized, url: string, who: keyof Sized['tokens']) {
  const start = performance.now();
  const res = await db.app.inject({ url, headers: { authorization: `Bearer ${db.tokens[who]}` } });
  const ms = performance.now() - start;
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return ms;
}

export async function benchScale(): Promise<{ passed: number; failed: number }> {
  const admin = new pg.Client({ connectionString: pgBase });
  await admin.connect();
  const opened: Sized[] = [];
  try {
    const small = await sizedDatabase(admin, 10_000);
    opened.push(small);
    const large = await sizedDatabase(admin, 1_000_000);
    opened.push(large);
    let failed = 0;
    console.log(`\n${'list (median of 30, interleaved)'.padEnd(40)}${'10k ms'.padStart(9)}${'1M ms'.padStart(9)}${'ratio'.padStart(8)}`);
    for (const [name, url, who] of LISTS) {
      const times = { small: [] as number[], large: [] as number[] };
      for (let i = 0; i < 40; i++) {
        const a = await timeOnce(small, url, who);
        const b = await timeOnce(large, url, who);
        // The first rounds warm caches and plans; they are not counted.
        if (i >= 10) {
          times.small.push(a);
          times.large.push(b);
        }
      }
      const a = median(times.small);
      const b = median(times.large);
      const ok = b / a <= 1.5;
      if (!ok) failed++;
      console.log(`${name.padEnd(40)}${a.toFixed(2).padStart(9)}${b.toFixed(2).padStart(9)}${(b / a).toFixed(2).padStart(8)}  ${ok ? 'ok' : 'SLOWER'}`);
    }
    return { passed: LISTS.length - failed, failed };
  } finally {
    for (const db of opened) await db.close();
    await admin.end();
  }
}

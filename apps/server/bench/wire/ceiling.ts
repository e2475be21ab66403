// The bare ceiling the server is measured against: Fastify + pg + fast-jwt, nothing else. It
// verifies the same access token, checks the same session and epoch, and runs the same SQL with the
// same number of round trips as the product does for each measured endpoint, then sends the rows as
// JSON. Whatever the product spends beyond this is the cost of its own request pipeline.
// Started by wire/run.ts with PORT, DATABASE_URL and JWT_SECRET.

import { createVerifier } from 'fast-jwt';
import Fastify, { type FastifyRequest } from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pg.types.setTypeParser(20, (v) => Number(v));
const verify = createVerifier({ key: process.env.JWT_SECRET, algorithms: ['HS256'] });

const IDENTITY = `select u.id, u.username, u.email, u.first_name, u.last_name, u.phone, u.state, u.user_type, u.is_superuser,
  u.account_status, u.session_epoch, u.date_joined,
  case u.user_type when 'patient' then (select p.id from patient_profiles p where p.user_id = u.id)
    when 'doctor' then (select d.id from doctor_profiles d where d.user_id = u.id)
    when 'hospital' then (select h.id from hospital_profiles h where h.user_id = u.id) end as profile_id
  from users u join sessions s on s.id = $1 and s.user_id = u.id and s.revoked_at is null
  where u.id = $2`;

async function identity(request: FastifyRequest) {
  const token = request.headers.authorization?.slice(7) ?? '';
  const claims = verify(token) as { sub: string; ep: number; sid: string };
  const { rows } = await pool.query({ name: 'identity', text: IDENTITY, values: [claims.sid, Number(claims.sub)] });
  const user = rows[0];
  if (!user || user.session_epoch !== claims.ep || user.account_status !== 'active') throw new Error('signed out');
  return user;
}

const app = Fastify({ logger: { level: 'warn' } });

app.get('/api/notifications/unread_count/', async (request) => {
  const user = await identity(request);
  const { rows } = await pool.query({
    name: 'unread',
    text: 'select count(*)::int as unread_count from notifications where user_id = $1 and is_read = false',
    values: [user.id],
  });
  return rows[0];
});

app.get('/api/auth/profile/', async (request) => {
  const user = await identity(request);
  const { rows } = await pool.query({ name: 'patient_profile', text: 'select * from patient_profiles where id = $1', values: [user.profile_id] });
  const { session_epoch: _, profile_id: __, ...account } = user;
  return { user: account, user_type: user.user_type, is_superuser: user.is_superuser, profile: rows[0] ?? null };
});

app.get('/api/doctors/', async (request) => {
  await identity(request);
  const { rows } = await pool.query({
    name: 'doctors',
    text: `select d.id, u.id as user_id, u.first_name, u.last_name, d.specialization, d.years_of_experience, d.hospital_affiliation,
      d.consultation_fee_kobo, d.bio, d.professional_photo, d.is_available, u.state
      from doctor_profiles d join users u on u.id = d.user_id where u.account_status = 'active'
      order by u.last_name, u.first_name, d.id limit 500`,
  });
  const { rows: hospitals } = await pool.query({
    name: 'doctor_hospitals',
    text: `select f.doctor_id, h.id, h.hospital_name from doctor_hospital_affiliations f join hospital_profiles h on h.id = f.hospital_id
      where f.doctor_id = any($1) and f.status = 'approved'`,
    values: [rows.map((r) => r.id)],
  });
  return rows.map((r) => ({ ...r, hospitals: hospitals.filter((h) => h.doctor_id === r.id) }));
});

app.get('/api/appointments/', async (request) => {
  const user = await identity(request);
  const { rows } = await pool.query({
    name: 'appointments',
    text: `select a.*, du.first_name as doctor_first_name, du.last_name as doctor_last_name, d.specialization, d.professional_photo,
      pu.first_name as patient_first_name, pu.last_name as patient_last_name, h.hospital_name
      from appointments a join doctor_profiles d on d.id = a.doctor_id join users du on du.id = d.user_id
      left join patient_profiles p on p.id = a.patient_id left join users pu on pu.id = p.user_id
      left join hospital_profiles h on h.id = a.hospital_id
      where a.patient_id = $1 order by a.scheduled_at desc, a.id desc limit 100`,
    values: [user.profile_id],
  });
  return rows;
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

// Two API processes on one PostgreSQL database and one Redis: what a patient does on one reaches
// the doctor on the other at once (chat messages, typing, call steps and call signalling), as it
// would behind a load balancer.

import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { approvedDoctor, seededVisit, signedInAdmin, signedInPatient } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const serverMain = path.join(import.meta.dirname, '../main.ts');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

interface Instance {
  base: string;
  process: ChildProcess;
  dataDir: string;
}

async function startInstance(databaseUrl: string, jwtSecret: string): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'naijacare-instance-'));
  const child = spawn(process.execPath, ['--import', 'tsx', serverMain], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      JWT_SECRET: jwtSecret,
      DATA_DIR: dataDir,
      DEMO_SEED: 'off',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 200) {
    if (child.exitCode !== null) throw new Error(`the instance stopped: ${errors}`);
    try {
      if ((await fetch(`${base}/api/health/`)).ok) break;
    } catch {}
    if (waited > 60_000) throw new Error(`the instance did not start: ${errors}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, process: child, dataDir };
}

async function stopInstance(instance: Instance) {
  if (instance.process.exitCode === null) {
    const exited = new Promise((r) => instance.process.once('exit', r));
    instance.process.kill('SIGTERM');
    await exited;
  }
  rmSync(instance.dataDir, { recursive: true, force: true });
}

async function call(instance: Instance, method: string, url: string, token: string, body?: unknown) {
  const res = await fetch(`${instance.base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** A signed-in socket on one instance, following an appointment, with what it received. */
async function socketOn(instance: Instance, token: string, topic: string) {
  const { body } = await call(instance, 'POST', '/api/realtime/ticket/', token);
  const socket = new WebSocket(`${instance.base.replace('http', 'ws')}/api/ws/?ticket=${encodeURIComponent(body.ticket)}`);
  const received: Record<string, unknown>[] = [];
  const waiters: { match: (m: Record<string, unknown>) => boolean; resolve: (m: Record<string, unknown>) => void }[] = [];
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString());
    const waiter = waiters.find((w) => w.match(message));
    if (waiter) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    } else received.push(message);
  });
  const next = (match: (m: Record<string, unknown>) => boolean) => {
    const seen = received.find(match);
    if (seen) {
      received.splice(received.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return new Promise<Record<string, unknown>>((resolve) => waiters.push({ match, resolve }));
  };
  await next((m) => m.type === 'ready');
  socket.send(JSON.stringify({ type: 'subscribe', topic }));
  await next((m) => m.type === 'subscribed' && m.topic === topic);
  return { send: (m: unknown) => socket.send(JSON.stringify(m)), next, close: () => socket.close() };
}

describe('two instances on one database and one Redis', () => {
  let t: TestApp;
  let a: Instance;
  let b: Instance;
  let patient: Awaited<ReturnType<typeof signedInPatient>>;
  let doctor: Awaited<ReturnType<typeof approvedDoctor>>;
  let appointmentId: number;
  let topic: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_REGISTER_IP_MAX: '100000', RATE_LOGIN_IP_MAX: '100000' });
    const adminToken = (await signedInAdmin(t.app, t.accounts)).tokens.access;
    [patient, doctor] = await Promise.all([signedInPatient(t.app), approvedDoctor(t.app, adminToken)]);
    // Starts in five minutes: the chat and the call are open.
    const start = new Date(Date.now() + 5 * 60_000);
    appointmentId = await seededVisit(t.database.db, { patientId: patient.patientId, doctorId: doctor.doctorId, start });
    topic = `appointment:${appointmentId}`;
    [a, b] = await Promise.all([startInstance(t.databaseUrl as string, t.config.jwtSecret), startInstance(t.databaseUrl as string, t.config.jwtSecret)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a && stopInstance(a), b && stopInstance(b)]);
    await t?.close();
  });

  it('a chat message sent on one instance reaches the doctor on the other, as does typing', async () => {
    const patientSocket = await socketOn(a, patient.token, topic);
    const doctorSocket = await socketOn(b, doctor.token, topic);
    const clientId = randomUUID();
    const sent = await call(a, 'POST', `/api/appointments/${appointmentId}/messages/`, patient.token, { body: 'Good morning, doctor', client_id: clientId });
    expect(sent.status).toBe(201);
    const event = await doctorSocket.next((m) => m.type === 'chat_message');
    expect(event).toMatchObject({ topic, message: { id: sent.body.id, body: 'Good morning, doctor', client_id: clientId } });
    // And the doctor reads it through the other instance.
    const history = await call(b, 'GET', `/api/appointments/${appointmentId}/messages/`, doctor.token);
    expect(history.body.map((m: { id: number }) => m.id)).toContain(sent.body.id);

    doctorSocket.send({ type: 'typing', topic });
    expect(await patientSocket.next((m) => m.type === 'typing')).toMatchObject({ topic });
    patientSocket.close();
    doctorSocket.close();
  });

  it('a call opened on one instance rings on the other, and its signalling crosses both ways', async () => {
    const patientSocket = await socketOn(a, patient.token, topic);
    const doctorSocket = await socketOn(b, doctor.token, topic);
    const opened = await call(b, 'POST', '/api/calls/', doctor.token, { appointment: appointmentId });
    expect(opened.status).toBe(201);
    const callId = opened.body.id;
    expect((await call(b, 'PATCH', `/api/calls/${callId}/join_call/`, doctor.token)).status).toBe(200);
    expect(await patientSocket.next((m) => m.type === 'call' && (m.call as { status: string }).status === 'ringing')).toMatchObject({ topic });
    expect((await call(a, 'PATCH', `/api/calls/${callId}/start_call/`, patient.token)).status).toBe(200);
    expect(await doctorSocket.next((m) => m.type === 'call' && (m.call as { status: string }).status === 'active')).toMatchObject({ topic });

    patientSocket.send({ type: 'signal', topic, call: callId, signal: { kind: 'restart' } });
    expect(await doctorSocket.next((m) => m.type === 'signal')).toMatchObject({ topic, call: callId, from: patient.user.id, signal: { kind: 'restart' } });
    doctorSocket.send({ type: 'signal', topic, call: callId, signal: { kind: 'offer', sdp: 'v=0 offer' } });
    expect(await patientSocket.next((m) => m.type === 'signal')).toMatchObject({ from: doctor.user.id, signal: { kind: 'offer', sdp: 'v=0 offer' } });
    patientSocket.send({ type: 'signal', topic, call: callId, signal: { kind: 'answer', sdp: 'v=0 answer' } });
    expect(await doctorSocket.next((m) => m.type === 'signal')).toMatchObject({ signal: { kind: 'answer', sdp: 'v=0 answer' } });
    patientSocket.close();
    doctorSocket.close();
  });
});

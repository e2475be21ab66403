// npm run bench -- --chat: how long a chat message takes from the sender's POST to the other
// party's open socket, with 200 sockets open (100 consultations, doctor and patient each
// connected), on the embedded database the product starts with. Messages go out ten at a time
// from random patients; the time to each doctor's socket is collected and p50 and p99 printed.
// The target (p99 under 250 ms on loopback) is the threshold above which typing feels delayed.

import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WebSocket } from 'ws';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { seedAppointment } from '../src/seed/records';
import { approvedDoctor, signedInAdmin, signedInPatient } from '../src/testing/fixtures';

const PAIRS = Number(process.env.BENCH_CHAT_PAIRS ?? 100);
const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 1000);
const AT_ONCE = 10;
const P99_TARGET_MS = 250;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function benchChatLatency(): Promise<{ passed: number; failed: number }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'naijacare-bench-chat-'));
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST: path.join(dataDir, 'no-web'),
    RATE_LOGIN_IP_MAX: '1000000',
    RATE_REGISTER_IP_MAX: '1000000',
    RATE_CHAT_MESSAGES_MAX: '1000000',
    ARGON2_MEMORY_KIB: '8',
    ARGON2_TIME_COST: '1',
  });
  const built = await buildApp({ config, database });
  const { app } = built;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `127.0.0.1:${(app.server.address() as { port: number }).port}`;
  try {
    const adminToken = (await signedInAdmin(app, built.accounts)).tokens.access;
    const pairs: { appointment: number; patientToken: string; doctorSocket: WebSocket; arrived: Map<string, (at: number) => void> }[] = [];
    const sockets: WebSocket[] = [];
    const openSocket = async (token: string, topic: string, onMessage: (m: Record<string, unknown>) => void) => {
      const { ticket } = (await app.inject({ method: 'POST', url: '/api/realtime/ticket/', headers: { authorization: `Bearer ${token}` } })).json();
      const socket = new WebSocket(`ws://${base}/api/ws/?ticket=${encodeURIComponent(ticket)}`);
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.on('error', reject);
        socket.on('message', (data: Buffer) => {
          const m = JSON.parse(data.toString());
          if (m.type === 'ready') socket.send(JSON.stringify({ type: 'subscribe', topic }));
          else if (m.type === 'subscribed') resolve();
          else onMessage(m);
        });
      });
      return socket;
    };
    for (let i = 0; i < PAIRS; i++) {
      const [doctor, patient] = await Promise.all([approvedDoctor(app, adminToken), signedInPatient(app)]);
      const start = new Date(Date.now() - 5 * 60_000);
      const row = await seedAppointment(database.db, {
        patient_id: patient.patientId,
        doctor_id: doctor.doctorId,
        schedule_creator: 'patient',
        appointment_type: 'chat',
        duration_minutes: 60,
        scheduled_at: start,
        ends_at: new Date(start.getTime() + 60 * 60_000),
        status: 'in_progress',
      });
      const topic = `appointment:${row.id}`;
      const arrived = new Map<string, (at: number) => void>();
      const doctorSocket = await openSocket(doctor.token, topic, (m) => {
        const message = m.message as { client_id?: string } | undefined;
        if (m.type === 'chat_message' && message?.client_id) arrived.get(message.client_id)?.(performance.now());
      });
      await openSocket(patient.token, topic, () => {});
      pairs.push({ appointment: row.id, patientToken: patient.token, doctorSocket, arrived });
    }
    console.log(`${sockets.length} sockets open; sending ${MESSAGES} messages, ${AT_ONCE} at a time`);

    const latencies: number[] = [];
    let next = 0;
    const sender = async () => {
      while (next < MESSAGES) {
        next++;
        const pair = pairs[Math.floor(Math.random() * pairs.length)];
        const clientId = randomUUID();
        const delivered = new Promise<number>((resolve) => pair.arrived.set(clientId, resolve));
        const sentAt = performance.now();
        const res = await fetch(`http://${base}/api/appointments/${pair.appointment}/messages/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${pair.patientToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ body: 'How are you feeling today?', client_id: clientId }),
        });
        if (res.status !== 201) throw new Error(`send: ${res.status} ${await res.text()}`);
        latencies.push((await delivered) - sentAt);
        pair.arrived.delete(clientId);
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, sender));
    latencies.sort((a, b) => a - b);
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    const ok = p99 <= P99_TARGET_MS;
    console.log(
      `chat message to the other party's socket, ${sockets.length} sockets open: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms (target p99 ≤ ${P99_TARGET_MS} ms) ${ok ? 'ok' : 'SLOW'}`,
    );
    for (const s of sockets) s.close();
    return { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

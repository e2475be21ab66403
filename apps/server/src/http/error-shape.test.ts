// Every error leaves in the one shape {error, code, message?, details?}, including the ones the
// framework and Node's HTTP parser answer before any route runs.
import net from 'node:net';
import { isMessageCode } from '@naijacare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t?.close());

const ONE_SHAPE_KEYS = ['code', 'details', 'error', 'message', 'message_code'];

function expectOneShape(body: Record<string, unknown>) {
  expect(typeof body.error).toBe('string');
  expect(isMessageCode(body.code), `code ${String(body.code)} in the catalogue`).toBe(true);
  if (body.message_code !== undefined) expect(isMessageCode(body.message_code), `message_code ${String(body.message_code)} in the catalogue`).toBe(true);
  for (const key of Object.keys(body)) expect(ONE_SHAPE_KEYS, `unexpected key ${key}`).toContain(key);
}

/** Sends raw bytes and reads the whole answer: inject cannot produce a parser error. */
function rawRequest(bytes: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      data += chunk;
    });
    socket.on('error', (err) => (data ? undefined : reject(err)));
    socket.on('close', () => {
      const [head, ...rest] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body: rest.join('\r\n\r\n') });
    });
    socket.write(bytes);
  });
}

describe('errors answered by the framework', () => {
  it('a malformed URL is a 400 in the one shape', async () => {
    const res = await t.app.inject({ url: '/api/doctors/%E0%A4%A/' });
    expect(res.statusCode).toBe(400);
    expectOneShape(res.json());
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a path param over the length limit is a 414 in the one shape', async () => {
    const res = await t.app.inject({ url: `/api/doctors/${'1'.repeat(500)}/` });
    expect(res.statusCode).toBe(414);
    expectOneShape(res.json());
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('headers over the size limit are a 431 in the one shape', async () => {
    const res = await rawRequest(`GET /api/health/ HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expectOneShape(JSON.parse(res.body));
    expect(res.headers).toContain('cache-control: no-store');
  });

  it('a request the HTTP parser cannot read is a 400 in the one shape', async () => {
    const res = await rawRequest('NOT HTTP AT ALL\r\n\r\n');
    expect(res.status).toBe(400);
    expectOneShape(JSON.parse(res.body));
  });

  it('an HTTP/1.1 request without a Host header is a 400 in the one shape', async () => {
    const res = await rawRequest('GET /api/health/ HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(400);
    const body = JSON.parse(res.body);
    expectOneShape(body);
    expect(body.code).toBe('host_header_required');
    // Refused with the security headers every answer carries.
    expect(res.headers.toLowerCase()).toContain('x-content-type-options: nosniff');
    // Two Host headers name two servers: refused too.
    const twice = await rawRequest('GET /api/health/ HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\nConnection: close\r\n\r\n');
    expect(twice.status).toBe(400);
    expect(JSON.parse(twice.body).code).toBe('host_header_required');
    // HTTP/1.0 had no Host header: such a request is still answered.
    const old = await rawRequest('GET /api/health/ HTTP/1.0\r\n\r\n');
    expect(old.status).toBe(200);
  });

  it('a body the framework refuses keeps the one shape', async () => {
    for (const [payload, contentType] of [
      ['{"a":', 'application/json'],
      ['', 'application/json'],
      ['x', 'text/csv'],
      ['{}', 'application/json; charset=utf-16'],
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload, headers: { 'content-type': contentType } });
      expect(res.statusCode, contentType).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, contentType).toBeLessThan(500);
      expectOneShape(res.json());
    }
  });
});

describe('a body in a form the endpoint does not read', () => {
  it('is a 415 when multipart comes where only JSON is taken', async () => {
    const boundary = 'formboundary';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="username"\r\n\r\ndemo\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(415);
    expectOneShape(res.json());
    expect(res.json().error).toBe('Unsupported content type');
  });
});

// A bounded fuzzer over the OpenAPI document: every route and method, as every role and
// anonymous, with plausible and hostile bodies, queries and path ids. A 5xx, an error body
// outside the one shape {error, code, message?, details?}, or a private answer a cache may keep
// is a failure, reported with the request that reproduces it.

import { isMessageCode } from '@naijacare/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD, DEMO_USERNAMES } from '../src/seed/demo';
import { HOSTILE_IDS, HOSTILE_QUERY_VALUES, HOSTILE_VALUES, type JsonSchema, plausibleObject, plausibleValue, type Random, randomFrom } from './values';

/** Environment for the app under fuzz: limits high enough that answers are not all 429s, hashing cheap. */
export const FUZZ_ENV: Record<string, string> = {
  RATE_LOGIN_IP_MAX: '1000000',
  RATE_LOGIN_FAILURES_MAX: '1000000',
  RATE_LOGIN_USER_FAILURES_MAX: '1000000',
  RATE_REGISTER_IP_MAX: '1000000',
  RATE_REFRESH_IP_MAX: '1000000',
  RATE_UNREAD_COUNT_MAX: '1000000',
  ARGON2_MEMORY_KIB: '64',
  ARGON2_TIME_COST: '1',
};

export interface FuzzOptions {
  count: number;
  seed: number;
}

export interface FuzzRequest {
  role: Role;
  method: string;
  url: string;
  contentType?: string;
  payload?: unknown;
}

export interface FuzzFailure {
  problem: string;
  status: number;
  body: string;
  request: FuzzRequest;
}

export interface FuzzReport {
  sent: number;
  /** Routes × methods of the OpenAPI document, each sent count / operations times. */
  operations: number;
  byStatus: Record<number, number>;
  failures: FuzzFailure[];
}

const ROLES = ['anonymous', 'patient', 'doctor', 'hospital', 'admin'] as const;
type Role = (typeof ROLES)[number];

interface Operation {
  method: string;
  path: string;
  query: Array<{ name: string; schema: JsonSchema }>;
  body?: { schema: JsonSchema; multipart: boolean };
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string; schema: JsonSchema }>;
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

function operationsOf(doc: OpenApiDoc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content;
      const json = content?.['application/json'];
      ops.push({
        method: method.toUpperCase(),
        path,
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
        body: json ? { schema: json.schema, multipart: Boolean(content?.['multipart/form-data']) } : undefined,
      });
    }
  }
  return ops;
}

const ONE_SHAPE_KEYS = new Set(['error', 'code', 'message', 'message_code', 'details']);
// The spec's one exception (§ login screen): a refused sign-in says which account status
// refused it, and a pending hospital's name, at the top level where the web app reads them.
const SIGN_IN_REFUSAL_KEYS = new Set(['status', 'hospital_name']);
const PUBLIC_API = ['/api/health/', '/api/version/', '/api/docs'];

/** Why the answer breaks the rules, or undefined when it keeps them. */
export function problemWith(method: string, url: string, res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `status ${res.statusCode}`;
  const isPrivate = url.startsWith('/api/') && !PUBLIC_API.some((p) => url.startsWith(p));
  // no-store, alone or with private (as a file download says it): kept by no browser or proxy.
  const noStore = String(res.headers['cache-control'] ?? '')
    .split(',')
    .some((directive) => directive.trim() === 'no-store');
  if (isPrivate && !noStore) return `cache-control ${res.headers['cache-control']} on a private answer`;
  if (res.statusCode < 400) return undefined;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return 'error body is not JSON';
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'error body is not an object';
  const fields = body as Record<string, unknown>;
  if (typeof fields.error !== 'string') return 'error body has no error string';
  if (!isMessageCode(fields.code)) return `error code ${String(fields.code)} is not in the catalogue`;
  if (fields.message_code !== undefined && !isMessageCode(fields.message_code)) return `message code ${String(fields.message_code)} is not in the catalogue`;
  const isSignInRefusal = method === 'POST' && url.split('?')[0].replace(/\/?$/, '/') === '/api/auth/login/' && res.statusCode === 403;
  const extra = Object.keys(fields).filter((k) => !ONE_SHAPE_KEYS.has(k) && !(isSignInRefusal && SIGN_IN_REFUSAL_KEYS.has(k)));
  if (extra.length) return `error body has extra keys: ${extra.join(', ')}`;
  if (fields.message !== undefined && typeof fields.message !== 'string') return 'error message is not a string';
  if (fields.details !== undefined && (typeof fields.details !== 'object' || fields.details === null)) return 'error details is not an object';
  return undefined;
}

function mutatedBody(schema: JsonSchema, random: Random): unknown {
  const roll = random.next();
  if (roll < 0.08) return random.pick(HOSTILE_VALUES);
  const body = plausibleObject(schema, random);
  const names = Object.keys(body);
  if (roll < 0.3 || names.length === 0) return body;
  if (roll < 0.45) {
    for (const name of names) if (random.chance(0.5)) delete body[name];
    return body;
  }
  if (roll < 0.5) body[random.pick(['unknown_field', '__proto__x', 'constructor', ''])] = random.pick(HOSTILE_VALUES);
  const mutations = random.chance(0.7) ? 1 : random.int(2, 4);
  for (let i = 0; i < mutations; i++) body[random.pick(names)] = random.pick(HOSTILE_VALUES);
  return body;
}

function queryString(op: Operation, random: Random): string {
  const parts: string[] = [];
  for (const { name, schema } of op.query) {
    if (!random.chance(name === 'date' || name.endsWith('_id') ? 0.9 : 0.4)) continue;
    const hostile = random.chance(0.35);
    const value = hostile ? random.pick(HOSTILE_QUERY_VALUES) : encodeURIComponent(String(plausibleValue(name, schema, random)));
    parts.push(`${name}=${value}`);
    if (random.chance(0.05)) parts.push(`${name}=${value}`); // an array where a scalar is expected
  }
  if (random.chance(0.05)) parts.push(`${random.pick(['unknown', '%00', 'a[b]', '__proto__'])}=${random.pick(HOSTILE_QUERY_VALUES)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** A multipart body of the same fields as text, sometimes with a file that is no image. */
function multipart(fields: Record<string, unknown>, random: Random): { payload: Buffer; contentType: string } {
  const boundary = `fuzz${random.int(0, 1e9)}`;
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${typeof v === 'string' ? v : JSON.stringify(v)}\r\n`,
  );
  if (random.chance(0.3))
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${random.pick(['professional_photo', 'other'])}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${random.pick(['', 'not a png', '\u0000\u0000'])}\r\n`,
    );
  const cut = random.chance(0.1);
  return { payload: Buffer.from(parts.join('') + (cut ? '' : `--${boundary}--\r\n`)), contentType: `multipart/form-data; boundary=${boundary}` };
}

function requestFor(op: Operation, random: Random): FuzzRequest {
  const role = random.pick(ROLES);
  const path = op.path.replace(/\{(\w+)\}/g, () => (random.chance(0.7) ? String(random.int(1, 8)) : random.pick(HOSTILE_IDS)));
  const request: FuzzRequest = { role, method: op.method, url: path + queryString(op, random) };
  if (!op.body) return request;
  const body = mutatedBody(op.body.schema, random);
  if (op.body.multipart && random.chance(0.15) && body && typeof body === 'object' && !Array.isArray(body)) {
    const { payload, contentType } = multipart(body as Record<string, unknown>, random);
    return { ...request, payload, contentType };
  }
  if (random.chance(0.03)) return { ...request, payload: random.pick(['{"a":', '', 'null', '[]', '"text"']), contentType: 'application/json' };
  return { ...request, payload: body, contentType: 'application/json' };
}

/** Long strings shortened, so a reproducing request can be read. */
export function describeRequest(r: FuzzRequest): string {
  const payload =
    r.payload === undefined
      ? ''
      : Buffer.isBuffer(r.payload)
        ? ` multipart ${JSON.stringify(r.payload.toString('utf8').slice(0, 600))}`
        : ` ${JSON.stringify(r.payload, (_k, v) => (typeof v === 'string' && v.length > 80 ? `${v.slice(0, 20)}…(${v.length} chars)` : v)).slice(0, 600)}`;
  return `${r.method} ${r.url.length > 200 ? `${r.url.slice(0, 200)}…` : r.url} as ${r.role}${r.contentType ? ` (${r.contentType.split(';')[0]})` : ''}${payload}`;
}

export async function fuzz(app: FastifyInstance, options: FuzzOptions): Promise<FuzzReport> {
  const random = randomFrom(options.seed);
  const doc = (await app.inject({ url: '/api/docs/json' })).json() as OpenApiDoc;
  const operations = operationsOf(doc);
  const tokens: Partial<Record<Role, string>> = {};
  const userIds: Partial<Record<Role, number>> = {};

  // Hostile requests may deactivate the demo accounts or end their sessions: sign in again
  // every so often, reactivating an account an admin deactivated, so every role keeps coverage.
  async function signIn() {
    for (const role of ['admin', 'patient', 'doctor', 'hospital'] as const) {
      const login = () => app.inject({ method: 'POST', url: '/api/auth/login/', payload: { username: DEMO_USERNAMES[role], password: DEMO_PASSWORD } });
      let res = await login();
      if (res.statusCode !== 200 && tokens.admin && userIds[role]) {
        await app.inject({ method: 'POST', url: `/api/admin/users/${userIds[role]}/reactivate/`, headers: { authorization: `Bearer ${tokens.admin}` } });
        res = await login();
      }
      if (res.statusCode === 200) {
        tokens[role] = res.json().tokens.access;
        userIds[role] = res.json().user.id;
      }
    }
  }
  await signIn();
  if (!tokens.patient) throw new Error('The fuzzer needs the demo data: seedDemo() first.');

  const report: FuzzReport = { sent: 0, operations: operations.length, byStatus: {}, failures: [] };
  for (let i = 0; i < options.count; i++) {
    if (i > 0 && i % 500 === 0) await signIn();
    // Round the routes in turn, so every route and method gets its share whatever the count.
    const op = operations[i % operations.length];
    const request = requestFor(op, random);
    const token = request.role === 'anonymous' ? undefined : tokens[request.role];
    const inject: InjectOptions = {
      method: request.method as InjectOptions['method'],
      url: request.url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(request.contentType ? { 'content-type': request.contentType } : {}) },
      ...(request.payload === undefined ? {} : { payload: request.payload as InjectOptions['payload'] }),
    };
    const res = await app.inject(inject);
    report.sent++;
    report.byStatus[res.statusCode] = (report.byStatus[res.statusCode] ?? 0) + 1;
    const problem = problemWith(request.method, request.url, res);
    if (problem) report.failures.push({ problem, status: res.statusCode, body: res.body.slice(0, 300), request });
  }
  return report;
}

// Environment → typed configuration, checked once at start. A bad value stops
// the server with a message that names the variable and what it should be.

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  type IceServer,
  iceServerSchema,
  RECORDING_MAX_BYTES,
  TOP_UP_MAX_KOBO,
  TOP_UP_MIN_KOBO,
} from '@naijacare/contracts';
import { z } from 'zod';

const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);
const percent = (fallback: number) => z.coerce.number().min(0).max(100).default(fallback);
const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
    .transform((v) => ['1', 'true', 'yes', 'on'].includes(v))
    .optional()
    .transform((v) => v ?? fallback);

const ICE_SERVERS_SHAPE = 'must be a JSON array of {"urls": "stun:…" or "turn:…" (or a list of them), "username"?, "credential"?}';

/** JSON text of RTCIceServer objects, as RTCPeerConnection takes them. */
const iceServers = z
  .string()
  .default('[]')
  .transform((text, ctx): IceServer[] => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: `is not valid JSON; it ${ICE_SERVERS_SHAPE}` });
      return z.NEVER;
    }
    const parsed = z.array(iceServerSchema).safeParse(value);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: ICE_SERVERS_SHAPE });
      return z.NEVER;
    }
    return parsed.data;
  });

const ORIGIN_SHAPE = 'must be an http(s) origin, such as https://naijacare.example (no path, query or credentials)';

/** An http(s) origin (a trailing slash is forgiven), kept as the URL's origin. */
const origin = z.string().transform((text, ctx) => {
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {}
  const bare = url && /^https?:$/.test(url.protocol) && !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
  if (!url || !bare || text.includes('?') || text.includes('#')) {
    ctx.addIssue({ code: 'custom', message: ORIGIN_SHAPE });
    return z.NEVER;
  }
  return url.origin;
});

const envSchema = z.object({
  /** Unset means development, but only on the embedded database (see nodeEnvOf). */
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  PORT: int(8000, 1).refine((p) => p <= 65535, 'must be a port number (1–65535)'),
  /** Unset: loopback on a server with demo accounts, every address otherwise (see hostFor). */
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  DEMO_SEED: z.enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], 'must be on or off').optional(),
  /** A server with demo accounts listens beyond loopback only when this says so. */
  DEMO_PUBLIC: z.enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], 'must be on or off').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** The product's public origin: where a payment provider's checkout sends the payer back. */
  PUBLIC_URL: origin.optional(),
  /** Behind a load balancer: trust X-Forwarded-For so rate limits see the client's address. */
  TRUST_PROXY: z.enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], 'must be on or off').optional(),
  ACCESS_TOKEN_TTL_SECONDS: int(900, 10),
  REFRESH_TOKEN_TTL_DAYS: int(30, 1),
  /** A rotated refresh token presented again within this window is refused without revoking its family. */
  REFRESH_REUSE_GRACE_SECONDS: int(10),
  BODY_LIMIT_BYTES: int(1_048_576, 1024),
  /** How often an open WebSocket is pinged (a silent one is closed) and its session checked again. */
  REALTIME_HEARTBEAT_SECONDS: int(30, 1),
  /** STUN and TURN servers for calls, handed to the browsers (GET /api/calls/ice_servers/). */
  ICE_SERVERS: iceServers,
  /** Medical-record attachments: the largest file, and the most files in one upload. */
  ATTACHMENT_MAX_BYTES: int(ATTACHMENT_MAX_BYTES, 1024).refine((n) => n <= 1024 ** 3, 'must be at most 1073741824 (1 GiB)'),
  ATTACHMENT_MAX_FILES: int(ATTACHMENT_MAX_FILES, 1).refine((n) => n <= 100, 'must be at most 100'),
  /** Call recordings: the largest, all its pieces together. */
  RECORDING_MAX_BYTES: int(RECORDING_MAX_BYTES, 1024).refine((n) => n <= 10 * 1024 ** 3, 'must be at most 10737418240 (10 GiB)'),
  /** Call recordings: all of one call's together, so one call cannot fill the disk. */
  RECORDING_CALL_MAX_BYTES: int(2 * 1024 ** 3, 1024).refine((n) => n <= 100 * 1024 ** 3, 'must be at most 107374182400 (100 GiB)'),
  // Rate limits: N requests per window (seconds). Raise them for load tests.
  RATE_CHAT_MESSAGES_MAX: int(30, 1),
  RATE_CHAT_MESSAGES_WINDOW_SECONDS: int(60, 1),
  RATE_REALTIME_TICKETS_MAX: int(60, 1),
  RATE_REALTIME_TICKETS_WINDOW_SECONDS: int(60, 1),
  RATE_LOGIN_IP_MAX: int(30, 1),
  RATE_LOGIN_IP_WINDOW_SECONDS: int(60, 1),
  RATE_LOGIN_FAILURES_MAX: int(5, 1),
  RATE_LOGIN_FAILURES_WINDOW_SECONDS: int(300, 1),
  RATE_LOGIN_USER_FAILURES_MAX: int(50, 1),
  RATE_LOGIN_USER_FAILURES_WINDOW_SECONDS: int(900, 1),
  RATE_REGISTER_IP_MAX: int(20, 1),
  RATE_REGISTER_IP_WINDOW_SECONDS: int(3600, 1),
  RATE_REFRESH_IP_MAX: int(120, 1),
  RATE_REFRESH_IP_WINDOW_SECONDS: int(60, 1),
  RATE_UNREAD_COUNT_MAX: int(20, 1),
  RATE_UNREAD_COUNT_WINDOW_SECONDS: int(60, 1),
  RATE_ACCESS_CODE_FAILURES_MAX: int(10, 1),
  RATE_ACCESS_CODE_FAILURES_IP_MAX: int(50, 1),
  RATE_ACCESS_CODE_FAILURES_WINDOW_SECONDS: int(900, 1),
  /** Attachment uploads (each call, refused ones too) per doctor. */
  RATE_UPLOADS_MAX: int(60, 1),
  RATE_UPLOADS_WINDOW_SECONDS: int(600, 1),
  /** Support tickets opened by one person (refused ones too, once the form's rules pass). */
  RATE_SUPPORT_TICKETS_MAX: int(5, 1),
  RATE_SUPPORT_TICKETS_WINDOW_SECONDS: int(3600, 1),
  /** Signed-out contact-form tickets sent from one address (refused ones too, once the form's rules pass). */
  RATE_SUPPORT_CONTACT_MAX: int(5, 1),
  RATE_SUPPORT_CONTACT_WINDOW_SECONDS: int(3600, 1),
  /** Support replies sent by one person (an owner or an admin), across tickets. */
  RATE_SUPPORT_REPLIES_MAX: int(30, 1),
  RATE_SUPPORT_REPLIES_WINDOW_SECONDS: int(60, 1),
  /** Prescription verifications (public, every attempt) from one address. */
  RATE_PRESCRIPTION_VERIFY_IP_MAX: int(30, 1),
  RATE_PRESCRIPTION_VERIFY_IP_WINDOW_SECONDS: int(300, 1),
  /** Reports of content filed by one person (refused ones too, once the target passes). */
  RATE_REPORTS_MAX: int(10, 1),
  RATE_REPORTS_WINDOW_SECONDS: int(3600, 1),
  /** Wallet top-ups started, and verifies asked, per person: each calls the payment provider. */
  RATE_TOP_UPS_MAX: int(20, 1),
  RATE_TOP_UPS_WINDOW_SECONDS: int(3600, 1),
  RATE_PAYMENT_VERIFIES_MAX: int(60, 1),
  RATE_PAYMENT_VERIFIES_WINDOW_SECONDS: int(60, 1),
  /** Bank-account saves (each asks the provider to look an account name up; refused ones count too) per person. */
  RATE_BANK_ACCOUNT_MAX: int(10, 1),
  RATE_BANK_ACCOUNT_WINDOW_SECONDS: int(3600, 1),
  /** Doctors' photos and hospitals' logos sent by one person (each is decoded and drawn again; refused ones count too). */
  RATE_PROFILE_IMAGES_MAX: int(10, 1),
  RATE_PROFILE_IMAGES_WINDOW_SECONDS: int(3600, 1),
  /** Hash cost: OWASP's argon2id minimum (19 MiB, t=2, p=1) unless raised. */
  ARGON2_MEMORY_KIB: int(19_456, 8),
  ARGON2_TIME_COST: int(2, 1),
  /** Hospital quality page: a doctor is flagged past these rates (percent), once this many appointments are due. */
  QUALITY_MIN_COMPLETION_RATE: percent(80),
  QUALITY_MAX_NO_SHOW_RATE: percent(10),
  QUALITY_MAX_CANCELLATION_RATE: percent(20),
  QUALITY_MIN_DUE_APPOINTMENTS: int(5, 1),
  /** Who takes top-ups: `sandbox` (a checkout page of this server that pays without money; the
   * default, but in production only when chosen: unset there, no top-ups) or `paystack`. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'paystack'], 'must be sandbox or paystack').optional(),
  /** Paystack's secret key: it authorises our calls and signs its webhooks. */
  PAYSTACK_SECRET_KEY: z.string().min(8, 'must be a Paystack secret key (sk_live_… or sk_test_…)').optional(),
  PAYSTACK_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://api.paystack.co'),
  /** The platform's share of each paid consultation, in whole percent. */
  PLATFORM_COMMISSION_PERCENT: int(10, 0).refine((n) => n <= 100, 'must be at most 100'),
  /** How long a doctor's earning stays pending after the consultation (the window for disputes). */
  EARNINGS_HOLD_HOURS: int(72, 0),
  /** Outside production: `adjustable` lets a test move the earnings' clock forward
   * (POST /api/testing/clock/), to see an earning mature without waiting days. */
  TEST_CLOCK: z.enum(['system', 'adjustable'], 'must be system or adjustable').default('system'),
  /** The smallest and largest top-up, in whole naira. */
  TOP_UP_MIN_NAIRA: int(TOP_UP_MIN_KOBO / 100, 1),
  TOP_UP_MAX_NAIRA: int(TOP_UP_MAX_KOBO / 100, 1).refine((n) => n <= 100_000_000, 'must be at most 100000000 (₦100 million)'),
});

type ParsedEnv = z.infer<typeof envSchema>;
export type NodeEnv = NonNullable<ParsedEnv['NODE_ENV']>;
export type Env = Omit<ParsedEnv, 'NODE_ENV'> & { NODE_ENV: NodeEnv };

export interface RateRule {
  max: number;
  windowSeconds: number;
}

export interface Config {
  env: NodeEnv;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  demoSeed: boolean;
  /** DEMO_PUBLIC=on: the demo accounts may be reached from other machines (see seed/demo-exposure.ts). */
  demoPublic: boolean;
  jwtSecret: string;
  logLevel: Env['LOG_LEVEL'];
  webDist: string;
  /** The public origin (PUBLIC_URL); unset, only outside production or with no payment provider. */
  publicUrl?: string;
  trustProxy: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  refreshReuseGraceSeconds: number;
  bodyLimitBytes: number;
  realtimeHeartbeatSeconds: number;
  iceServers: IceServer[];
  attachments: { maxBytes: number; maxFiles: number };
  recordingMaxBytes: number;
  recordingCallMaxBytes: number;
  rateLimits: {
    loginPerIp: RateRule;
    loginFailuresPerUserAndIp: RateRule;
    loginFailuresPerUser: RateRule;
    registerPerIp: RateRule;
    prescriptionVerifyPerIp: RateRule;
    refreshPerIp: RateRule;
    unreadCountPerUser: RateRule;
    chatMessagesPerUser: RateRule;
    realtimeTicketsPerUser: RateRule;
    accessCodeFailures: RateRule;
    accessCodeFailuresPerIp: RateRule;
    uploadsPerUser: RateRule;
    supportTicketsPerUser: RateRule;
    supportRepliesPerUser: RateRule;
    supportContactPerIp: RateRule;
    reportsPerUser: RateRule;
    topUpsPerUser: RateRule;
    paymentVerifiesPerUser: RateRule;
    bankAccountSavesPerUser: RateRule;
    profileImagesPerUser: RateRule;
  };
  argon2: { memoryKib: number; timeCost: number };
  quality: { minCompletionRate: number; maxNoShowRate: number; maxCancellationRate: number; minDueAppointments: number };
  payments: PaymentsConfig;
  money: { commissionPercent: number; earningsHoldHours: number; adjustableClock: boolean };
}

export type PaymentsConfig = ({ provider: 'sandbox' | 'none' } | { provider: 'paystack'; paystack: { secretKey: string; baseUrl: string } }) & {
  topUpMinKobo: number;
  topUpMaxKobo: number;
};

export class ConfigError extends Error {}

/**
 * NODE_ENV, which decides the demo seed, the sandbox and the secrets' checks. Unset is development,
 * but not beside DATABASE_URL: a server of the operator's is where real patients' data lives, and
 * a forgotten NODE_ENV there would have seeded accounts whose password the sign-in page shows.
 */
function nodeEnvOf(env: ParsedEnv): NodeEnv {
  if (env.NODE_ENV) return env.NODE_ENV;
  if (env.DATABASE_URL)
    throw new ConfigError(
      'NODE_ENV is not set: with DATABASE_URL given, say NODE_ENV=production for real patients (no demo accounts, ' +
        'secrets required), or NODE_ENV=development or NODE_ENV=test for a database of your own that holds none. ' +
        'Without DATABASE_URL the embedded database under DATA_DIR is used and NODE_ENV defaults to development.',
    );
  return 'development';
}

/** Addresses only this machine reaches: 127.0.0.0/8, ::1 and the name localhost. */
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

export function isLoopback(host: string): boolean {
  if (host.toLowerCase() === 'localhost') return true;
  const family = isIP(host);
  return family !== 0 && loopback.check(host, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Where to listen. A server with demo accounts (whose password its sign-in page shows) listens on
 * loopback unless told, and refuses another address unless DEMO_PUBLIC=on says the demo is meant
 * to be seen from other machines.
 */
function hostFor(env: Env, demoSeed: boolean): string {
  const host = env.HOST ?? (demoSeed ? '127.0.0.1' : '0.0.0.0');
  if (demoSeed && !isLoopback(host) && !flag(false).parse(env.DEMO_PUBLIC))
    throw new ConfigError(
      `HOST=${host} would let other machines sign in to the demo accounts, whose password the sign-in page shows. ` +
        'Listen on loopback (HOST=127.0.0.1, the default with demo accounts), or turn the demo off (DEMO_SEED=off), ' +
        'or say DEMO_PUBLIC=on to show the demo to other machines on purpose.',
    );
  return host;
}

/** The secret that signs access tokens: from JWT_SECRET, else made once and kept in DATA_DIR. */
function jwtSecretFor(env: Env, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (env.NODE_ENV === 'production') throw new ConfigError('JWT_SECRET is required when NODE_ENV=production (at least 32 characters).');
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function paymentsFor(env: Env): PaymentsConfig {
  // A production server never takes the sandbox unless told to: it credits wallets without payment.
  // Unset there, top-ups are refused until a provider is configured.
  const provider: 'sandbox' | 'paystack' | 'none' = env.PAYMENT_PROVIDER ?? (env.NODE_ENV === 'production' ? 'none' : 'sandbox');
  if (env.TOP_UP_MAX_NAIRA < env.TOP_UP_MIN_NAIRA)
    throw new ConfigError(`Invalid configuration:\n  TOP_UP_MAX_NAIRA: must be at least TOP_UP_MIN_NAIRA (${env.TOP_UP_MIN_NAIRA})`);
  const limits = { topUpMinKobo: env.TOP_UP_MIN_NAIRA * 100, topUpMaxKobo: env.TOP_UP_MAX_NAIRA * 100 };
  if (provider !== 'paystack') return { provider, ...limits };
  if (!env.PAYSTACK_SECRET_KEY) throw new ConfigError('PAYSTACK_SECRET_KEY is required when PAYMENT_PROVIDER=paystack.');
  return { provider, paystack: { secretKey: env.PAYSTACK_SECRET_KEY, baseUrl: env.PAYSTACK_BASE_URL.replace(/\/+$/, '') }, ...limits };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env: Env = { ...parsed.data, NODE_ENV: nodeEnvOf(parsed.data) };
  if (env.RECORDING_CALL_MAX_BYTES < env.RECORDING_MAX_BYTES) {
    throw new ConfigError('Invalid configuration:\n  RECORDING_CALL_MAX_BYTES: must be at least RECORDING_MAX_BYTES (one whole recording)');
  }
  // A movable clock in production would release earnings early.
  if (env.TEST_CLOCK === 'adjustable' && env.NODE_ENV === 'production')
    throw new ConfigError('Invalid configuration:\n  TEST_CLOCK: must be system in production');
  const payments = paymentsFor(env);
  // A checkout's way back must not come from the request's Host, which a client writes.
  if (env.NODE_ENV === 'production' && payments.provider !== 'none' && !env.PUBLIC_URL)
    throw new ConfigError(
      'PUBLIC_URL is required when NODE_ENV=production and a PAYMENT_PROVIDER is set: the origin checkouts send payers back to (e.g. https://naijacare.example).',
    );
  const dataDir = path.resolve(env.DATA_DIR);
  // Demo accounts only in the embedded database (a machine's own) unless DEMO_SEED=on says so.
  const demoSeed = flag(env.NODE_ENV !== 'production' && !env.DATABASE_URL).parse(env.DEMO_SEED);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: hostFor(env, demoSeed),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    demoSeed,
    demoPublic: flag(false).parse(env.DEMO_PUBLIC),
    jwtSecret: jwtSecretFor(env, dataDir),
    logLevel: env.LOG_LEVEL,
    webDist: path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    publicUrl: env.PUBLIC_URL,
    trustProxy: flag(false).parse(env.TRUST_PROXY),
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    refreshReuseGraceSeconds: env.REFRESH_REUSE_GRACE_SECONDS,
    realtimeHeartbeatSeconds: env.REALTIME_HEARTBEAT_SECONDS,
    iceServers: env.ICE_SERVERS,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    attachments: { maxBytes: env.ATTACHMENT_MAX_BYTES, maxFiles: env.ATTACHMENT_MAX_FILES },
    recordingMaxBytes: env.RECORDING_MAX_BYTES,
    recordingCallMaxBytes: env.RECORDING_CALL_MAX_BYTES,
    rateLimits: {
      loginPerIp: { max: env.RATE_LOGIN_IP_MAX, windowSeconds: env.RATE_LOGIN_IP_WINDOW_SECONDS },
      loginFailuresPerUserAndIp: { max: env.RATE_LOGIN_FAILURES_MAX, windowSeconds: env.RATE_LOGIN_FAILURES_WINDOW_SECONDS },
      loginFailuresPerUser: { max: env.RATE_LOGIN_USER_FAILURES_MAX, windowSeconds: env.RATE_LOGIN_USER_FAILURES_WINDOW_SECONDS },
      registerPerIp: { max: env.RATE_REGISTER_IP_MAX, windowSeconds: env.RATE_REGISTER_IP_WINDOW_SECONDS },
      prescriptionVerifyPerIp: { max: env.RATE_PRESCRIPTION_VERIFY_IP_MAX, windowSeconds: env.RATE_PRESCRIPTION_VERIFY_IP_WINDOW_SECONDS },
      refreshPerIp: { max: env.RATE_REFRESH_IP_MAX, windowSeconds: env.RATE_REFRESH_IP_WINDOW_SECONDS },
      unreadCountPerUser: { max: env.RATE_UNREAD_COUNT_MAX, windowSeconds: env.RATE_UNREAD_COUNT_WINDOW_SECONDS },
      chatMessagesPerUser: { max: env.RATE_CHAT_MESSAGES_MAX, windowSeconds: env.RATE_CHAT_MESSAGES_WINDOW_SECONDS },
      realtimeTicketsPerUser: { max: env.RATE_REALTIME_TICKETS_MAX, windowSeconds: env.RATE_REALTIME_TICKETS_WINDOW_SECONDS },
      accessCodeFailures: { max: env.RATE_ACCESS_CODE_FAILURES_MAX, windowSeconds: env.RATE_ACCESS_CODE_FAILURES_WINDOW_SECONDS },
      accessCodeFailuresPerIp: { max: env.RATE_ACCESS_CODE_FAILURES_IP_MAX, windowSeconds: env.RATE_ACCESS_CODE_FAILURES_WINDOW_SECONDS },
      uploadsPerUser: { max: env.RATE_UPLOADS_MAX, windowSeconds: env.RATE_UPLOADS_WINDOW_SECONDS },
      supportTicketsPerUser: { max: env.RATE_SUPPORT_TICKETS_MAX, windowSeconds: env.RATE_SUPPORT_TICKETS_WINDOW_SECONDS },
      supportRepliesPerUser: { max: env.RATE_SUPPORT_REPLIES_MAX, windowSeconds: env.RATE_SUPPORT_REPLIES_WINDOW_SECONDS },
      supportContactPerIp: { max: env.RATE_SUPPORT_CONTACT_MAX, windowSeconds: env.RATE_SUPPORT_CONTACT_WINDOW_SECONDS },
      reportsPerUser: { max: env.RATE_REPORTS_MAX, windowSeconds: env.RATE_REPORTS_WINDOW_SECONDS },
      topUpsPerUser: { max: env.RATE_TOP_UPS_MAX, windowSeconds: env.RATE_TOP_UPS_WINDOW_SECONDS },
      paymentVerifiesPerUser: { max: env.RATE_PAYMENT_VERIFIES_MAX, windowSeconds: env.RATE_PAYMENT_VERIFIES_WINDOW_SECONDS },
      bankAccountSavesPerUser: { max: env.RATE_BANK_ACCOUNT_MAX, windowSeconds: env.RATE_BANK_ACCOUNT_WINDOW_SECONDS },
      profileImagesPerUser: { max: env.RATE_PROFILE_IMAGES_MAX, windowSeconds: env.RATE_PROFILE_IMAGES_WINDOW_SECONDS },
    },
    argon2: { memoryKib: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_TIME_COST },
    quality: {
      minCompletionRate: env.QUALITY_MIN_COMPLETION_RATE,
      maxNoShowRate: env.QUALITY_MAX_NO_SHOW_RATE,
      maxCancellationRate: env.QUALITY_MAX_CANCELLATION_RATE,
      minDueAppointments: env.QUALITY_MIN_DUE_APPOINTMENTS,
    },
    payments,
    money: {
      commissionPercent: env.PLATFORM_COMMISSION_PERCENT,
      earningsHoldHours: env.EARNINGS_HOLD_HOURS,
      adjustableClock: env.TEST_CLOCK === 'adjustable',
    },
  };
}

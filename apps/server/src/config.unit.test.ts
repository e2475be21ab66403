import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { DATA_DIR: os.tmpdir(), JWT_SECRET: 'x'.repeat(40) };

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig(base);
    expect(c.port).toBe(8000);
    expect(c.demoSeed).toBe(true);
    expect(c.databaseUrl).toBeUndefined();
  });

  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, PORT: '70000' })).toThrow(/PORT: must be a port number/);
    expect(() => loadConfig({ ...base, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ ...base, DEMO_SEED: 'maybe' })).toThrow(/DEMO_SEED/);
  });

  it('takes top-ups through the sandbox by default, ₦100 to ₦1,000,000, and Paystack only with its secret key', () => {
    expect(loadConfig(base).payments).toEqual({ provider: 'sandbox', topUpMinKobo: 10_000, topUpMaxKobo: 100_000_000 });
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER: must be sandbox or paystack/);
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'paystack' })).toThrow(/PAYSTACK_SECRET_KEY is required/);
    expect(
      loadConfig({ ...base, PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_test_abcdef', PAYSTACK_BASE_URL: 'http://127.0.0.1:4010/' }).payments,
    ).toMatchObject({
      provider: 'paystack',
      paystack: { secretKey: 'sk_test_abcdef', baseUrl: 'http://127.0.0.1:4010' },
    });
    expect(() => loadConfig({ ...base, PAYSTACK_BASE_URL: 'ftp://x' })).toThrow(/PAYSTACK_BASE_URL/);
    expect(() => loadConfig({ ...base, TOP_UP_MIN_NAIRA: '5000', TOP_UP_MAX_NAIRA: '1000' })).toThrow(/TOP_UP_MAX_NAIRA: must be at least TOP_UP_MIN_NAIRA/);
    expect(() => loadConfig({ ...base, TOP_UP_MIN_NAIRA: '0' })).toThrow(/TOP_UP_MIN_NAIRA/);
    expect(loadConfig({ ...base, TOP_UP_MIN_NAIRA: '500', TOP_UP_MAX_NAIRA: '200000' }).payments).toMatchObject({
      topUpMinKobo: 50_000,
      topUpMaxKobo: 20_000_000,
    });
  });

  it('reads the commission and the earnings hold; a movable clock never in production', () => {
    expect(loadConfig(base).money).toEqual({ commissionPercent: 10, earningsHoldHours: 72, adjustableClock: false });
    expect(loadConfig({ ...base, PLATFORM_COMMISSION_PERCENT: '15', EARNINGS_HOLD_HOURS: '0', TEST_CLOCK: 'adjustable' }).money).toEqual({
      commissionPercent: 15,
      earningsHoldHours: 0,
      adjustableClock: true,
    });
    expect(() => loadConfig({ ...base, PLATFORM_COMMISSION_PERCENT: '101' })).toThrow(/PLATFORM_COMMISSION_PERCENT: must be at most 100/);
    expect(() => loadConfig({ ...base, PLATFORM_COMMISSION_PERCENT: '7.5' })).toThrow(/PLATFORM_COMMISSION_PERCENT/);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', TEST_CLOCK: 'adjustable' })).toThrow(/TEST_CLOCK: must be system in production/);
  });

  it('in production the sandbox, which credits wallets without payment, runs only when chosen', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).payments.provider).toBe('none');
    expect(loadConfig({ ...base, NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', PUBLIC_URL: 'https://naijacare.example' }).payments.provider).toBe(
      'sandbox',
    );
  });

  it('reads the public origin checkouts return to; in production a payment provider needs it', () => {
    expect(loadConfig(base).publicUrl).toBeUndefined();
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://naijacare.example' }).publicUrl).toBe('https://naijacare.example');
    expect(loadConfig({ ...base, PUBLIC_URL: 'http://127.0.0.1:8000/' }).publicUrl).toBe('http://127.0.0.1:8000');
    for (const bad of [
      'naijacare.example',
      'ftp://naijacare.example',
      'https://naijacare.example/app',
      'https://naijacare.example/?x=1',
      'https://u:p@naijacare.example',
    ])
      expect(() => loadConfig({ ...base, PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL: must be an http\(s\) origin/);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' })).toThrow(/PUBLIC_URL is required/);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_test_abcdef' })).toThrow(
      /PUBLIC_URL is required/,
    );
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).publicUrl).toBeUndefined();
  });

  it('seeds the demo accounts only into the embedded database unless DEMO_SEED=on says so', () => {
    expect(loadConfig(base).demoSeed).toBe(true);
    const server = { ...base, DATABASE_URL: 'postgres://naijacare@db.example/naijacare' };
    for (const NODE_ENV of ['development', 'test', 'production']) expect(loadConfig({ ...server, NODE_ENV }).demoSeed, NODE_ENV).toBe(false);
    expect(loadConfig({ ...server, NODE_ENV: 'development', DEMO_SEED: 'on' }).demoSeed).toBe(true);
    expect(loadConfig({ ...base, DEMO_SEED: 'off' }).demoSeed).toBe(false);
  });

  it('refuses a PostgreSQL server without NODE_ENV, naming it and the values to choose from', () => {
    const server = { ...base, DATABASE_URL: 'postgres://naijacare@db.example/naijacare' };
    expect(() => loadConfig(server)).toThrow(ConfigError);
    expect(() => loadConfig(server)).toThrow(/NODE_ENV is not set: with DATABASE_URL given, say NODE_ENV=production .*development.*test/);
    expect(() => loadConfig({ ...server, NODE_ENV: '' })).toThrow(/NODE_ENV is not set/);
    expect(loadConfig({ ...server, NODE_ENV: 'production' }).env).toBe('production');
    // The embedded database is a machine's own: development unless told.
    expect(loadConfig(base).env).toBe('development');
  });

  it('a server with demo accounts listens on loopback, and beyond it only when DEMO_PUBLIC=on says so', () => {
    expect(loadConfig(base).host).toBe('127.0.0.1');
    for (const HOST of ['127.0.0.1', '127.0.0.2', '::1', 'localhost', 'LOCALHOST']) expect(loadConfig({ ...base, HOST }).host, HOST).toBe(HOST);
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'naijacare.example', '::ffff:10.0.0.1'])
      expect(() => loadConfig({ ...base, HOST }), HOST).toThrow(
        new RegExp(`HOST=${HOST.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} would let other machines sign in to the demo accounts.*DEMO_PUBLIC=on`),
      );
    expect(loadConfig({ ...base, HOST: '0.0.0.0', DEMO_PUBLIC: 'on' }).host).toBe('0.0.0.0');
    expect(() => loadConfig({ ...base, DEMO_PUBLIC: 'maybe' })).toThrow(/DEMO_PUBLIC: must be on or off/);
    // Without demo accounts, every address as before.
    expect(loadConfig({ ...base, DEMO_SEED: 'off' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...base, DEMO_SEED: 'off', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).host).toBe('0.0.0.0');
  });

  it('requires a JWT secret in production and seeds no demo data there', () => {
    expect(() => loadConfig({ DATA_DIR: os.tmpdir(), NODE_ENV: 'production' })).toThrow(/JWT_SECRET is required/);
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).demoSeed).toBe(false);
  });

  it('limits attachments to 20 MB a file and 10 files an upload unless told otherwise', () => {
    expect(loadConfig(base).attachments).toEqual({ maxBytes: 20_971_520, maxFiles: 10 });
    expect(loadConfig({ ...base, ATTACHMENT_MAX_BYTES: '5242880', ATTACHMENT_MAX_FILES: '3' }).attachments).toEqual({ maxBytes: 5_242_880, maxFiles: 3 });
    expect(() => loadConfig({ ...base, ATTACHMENT_MAX_BYTES: 'big' })).toThrow(/ATTACHMENT_MAX_BYTES/);
    expect(() => loadConfig({ ...base, ATTACHMENT_MAX_BYTES: String(2 * 1024 ** 3) })).toThrow(/ATTACHMENT_MAX_BYTES: must be at most/);
    expect(() => loadConfig({ ...base, ATTACHMENT_MAX_FILES: '0' })).toThrow(/ATTACHMENT_MAX_FILES/);
    expect(() => loadConfig({ ...base, ATTACHMENT_MAX_FILES: '101' })).toThrow(/ATTACHMENT_MAX_FILES: must be at most 100/);
  });

  it('reads the ICE servers for calls as JSON, none by default, and names ICE_SERVERS when they are not', () => {
    expect(loadConfig(base).iceServers).toEqual([]);
    const servers = [
      { urls: 'stun:stun.example.ng:3478' },
      { urls: ['turn:turn.example.ng:3478?transport=udp', 'turns:turn.example.ng:5349'], username: 'u', credential: 'p' },
    ];
    expect(loadConfig({ ...base, ICE_SERVERS: JSON.stringify(servers) }).iceServers).toEqual(servers);
    expect(() => loadConfig({ ...base, ICE_SERVERS: '[{urls: stun:x}]' })).toThrow(/ICE_SERVERS: is not valid JSON/);
    expect(() => loadConfig({ ...base, ICE_SERVERS: '{"urls": "stun:x"}' })).toThrow(/ICE_SERVERS: must be a JSON array/);
    expect(() => loadConfig({ ...base, ICE_SERVERS: '[{"urls": "http://x"}]' })).toThrow(/ICE_SERVERS: must be a JSON array/);
    expect(() => loadConfig({ ...base, ICE_SERVERS: '[{"urls": []}]' })).toThrow(ConfigError);
  });

  it('limits a call recording to 500 MB unless told otherwise', () => {
    expect(loadConfig(base).recordingMaxBytes).toBe(524_288_000);
    expect(loadConfig({ ...base, RECORDING_MAX_BYTES: '1048576' }).recordingMaxBytes).toBe(1_048_576);
    expect(() => loadConfig({ ...base, RECORDING_MAX_BYTES: 'lots' })).toThrow(/RECORDING_MAX_BYTES/);
    expect(() => loadConfig({ ...base, RECORDING_MAX_BYTES: String(11 * 1024 ** 3) })).toThrow(/RECORDING_MAX_BYTES: must be at most/);
  });

  it('limits all of one call’s recordings to 2 GiB unless told otherwise, never below one recording', () => {
    expect(loadConfig(base).recordingCallMaxBytes).toBe(2 * 1024 ** 3);
    expect(loadConfig({ ...base, RECORDING_CALL_MAX_BYTES: String(1024 ** 3) }).recordingCallMaxBytes).toBe(1024 ** 3);
    expect(() => loadConfig({ ...base, RECORDING_CALL_MAX_BYTES: 'lots' })).toThrow(/RECORDING_CALL_MAX_BYTES/);
    expect(() => loadConfig({ ...base, RECORDING_CALL_MAX_BYTES: String(1024 ** 2) })).toThrow(
      /RECORDING_CALL_MAX_BYTES: must be at least RECORDING_MAX_BYTES/,
    );
    expect(() => loadConfig({ ...base, RECORDING_CALL_MAX_BYTES: String(101 * 1024 ** 3) })).toThrow(/RECORDING_CALL_MAX_BYTES: must be at most/);
  });

  it('reads rate limits from the environment', () => {
    const c = loadConfig({ ...base, RATE_LOGIN_IP_MAX: '500' });
    expect(c.rateLimits.loginPerIp.max).toBe(500);
    expect(c.rateLimits.topUpsPerUser).toEqual({ max: 20, windowSeconds: 3600 });
    expect(c.rateLimits.paymentVerifiesPerUser).toEqual({ max: 60, windowSeconds: 60 });
  });
});

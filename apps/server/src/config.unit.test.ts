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

  it('requires a JWT secret in production and seeds no demo data there', () => {
    expect(() => loadConfig({ DATA_DIR: os.tmpdir(), NODE_ENV: 'production' })).toThrow(/JWT_SECRET is required/);
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).demoSeed).toBe(false);
  });

  it('reads rate limits from the environment', () => {
    const c = loadConfig({ ...base, RATE_LOGIN_IP_MAX: '500' });
    expect(c.rateLimits.loginPerIp.max).toBe(500);
  });
});

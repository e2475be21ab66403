// In production every request leaves exactly one line in the log, without its query string.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { logSink } from '../testing/log-sink';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
const log = logSink();
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, log.stream);
});
afterAll(() => t?.close());

it('writes one line per request: method, path, status, time', async () => {
  log.clear();
  await t.app.inject({ url: '/api/health/?patient=Ngozi' });
  await t.app.inject({ url: '/api/no-such-route/' });
  const lines = log.lines() as { responseTime: unknown }[];
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatchObject({ req: { method: 'GET', url: '/api/health/' }, res: { statusCode: 200 }, msg: 'request completed' });
  expect(lines[1]).toMatchObject({ req: { url: '/api/no-such-route/' }, res: { statusCode: 404 } });
  expect(typeof lines[0].responseTime).toBe('number');
  expect(log.text()).not.toContain('Ngozi');
});

// In production every request leaves exactly one line in the log, without its query string.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let logged = '';
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  t = await createTestApp({ LOG_LEVEL: 'info' }, sink);
});
afterAll(() => t?.close());

it('writes one line per request: method, path, status, time', async () => {
  logged = '';
  await t.app.inject({ url: '/api/health/?patient=Ngozi' });
  await t.app.inject({ url: '/api/no-such-route/' });
  const lines = logged
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatchObject({ req: { method: 'GET', url: '/api/health/' }, res: { statusCode: 200 }, msg: 'request completed' });
  expect(lines[1]).toMatchObject({ req: { url: '/api/no-such-route/' }, res: { statusCode: 404 } });
  expect(typeof lines[0].responseTime).toBe('number');
  expect(logged).not.toContain('Ngozi');
});

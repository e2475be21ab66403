// A short run of the fuzzer (npm run fuzz sends 10,000) so it keeps working with the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRequest, FUZZ_ENV, fuzz } from '../../fuzz/fuzz';
import { seedDemo } from '../seed/demo';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(FUZZ_ENV);
  await seedDemo(t);
});
afterAll(() => t?.close());

describe('the fuzzer', () => {
  it('finds no 5xx, no error outside the one shape and no cacheable private answer in 300 requests', async () => {
    const report = await fuzz(t.app, { count: 300, seed: 20261122 });
    expect(report.sent).toBe(300);
    expect(report.failures.map((f) => `${f.problem}: ${describeRequest(f.request)} → ${f.body}`)).toEqual([]);
    const statuses = Object.keys(report.byStatus).map(Number);
    // Both answers that got past validation and refusals: the requests are neither all valid nor all junk.
    expect(statuses.some((s) => s < 300)).toBe(true);
    expect(statuses.some((s) => s === 400)).toBe(true);
  });
});

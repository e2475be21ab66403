// The embedded database seen from the server's thread: PGlite runs in a worker thread
// (pglite-worker.mjs) and this object offers drizzle the two calls its PGlite driver makes,
// `query` and `transaction`, over messages. HTTP work never waits on WebAssembly; queries still
// run one at a time, as PGlite has a single connection.

import { Worker } from 'node:worker_threads';

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: unknown;
}

interface Results {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface Queries {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
}

type Message =
  | { op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object'; raw: boolean; tx?: number }
  | { op: 'begin' | 'commit' | 'rollback'; tx: number }
  | { op: 'listen'; channel: string }
  | { op: 'dump' }
  | { op: 'close' };

/** A PostgreSQL error from the worker, with its fields (code, constraint…) as PGlite gave them. */
class DatabaseError extends Error {
  constructor(fields: Record<string, unknown> & { message: string }) {
    super(fields.message);
    Object.assign(this, fields, { name: 'DatabaseError' });
  }
}

/** Told of every statement that may change data, as it is sent (see `onWrite`). */
export type WriteListener = (sql: string) => void;

const READ_ONLY = /^\s*(select|show|explain)\b/i;

export class PgliteThread implements Queries {
  private readonly writeListeners: WriteListener[] = [];
  private readonly notificationListeners = new Map<string, ((payload: string) => void)[]>();
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  private nextId = 1;
  private nextTx = 1;
  private failure: Error | null = null;

  private readonly worker: Worker;
  private readonly ready: Promise<void>;

  private constructor(dataDir: string | undefined, from: string | undefined) {
    this.worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir, from } });
    let started: () => void = () => {};
    this.ready = new Promise<void>((resolve) => {
      started = resolve;
    });
    this.worker.on(
      'message',
      (m: { ready?: true; id: number; result?: unknown; error?: Record<string, unknown> & { message: string }; channel?: string; payload?: string }) => {
        if (m.ready) return started();
        if (m.channel !== undefined) {
          for (const listener of this.notificationListeners.get(m.channel) ?? []) listener(m.payload ?? '');
          return;
        }
        const waiting = this.pending.get(m.id);
        if (!waiting) return;
        this.pending.delete(m.id);
        if (m.error) waiting.reject(new DatabaseError(m.error));
        else waiting.resolve(m.result);
      },
    );
    // A crashed worker fails every waiting and later query instead of leaving them hanging.
    const fail = (err: Error) => {
      this.failure ??= err;
      for (const waiting of this.pending.values()) waiting.reject(err);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`The embedded database stopped (exit code ${code})`)));
  }

  /** `dataDir` undefined keeps the database in memory (tests); `from` is a tarball of `dump()` to
   * start from instead of an empty database. */
  static async start(dataDir?: string, from?: string): Promise<PgliteThread> {
    const thread = new PgliteThread(dataDir, from);
    await Promise.race([
      thread.ready,
      new Promise((_, reject) => thread.worker.once('exit', (code) => reject(thread.failure ?? new Error(`The embedded database did not start (${code})`)))),
    ]);
    return thread;
  }

  private send<T>(message: Message): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, ...message });
    });
  }

  /**
   * Calls `listener` with each statement that is not a plain read, when it is sent. The worker runs
   * statements in the order they are sent and a transaction holds the connection until it ends, so
   * a read sent after the listener ran sees the write (or waits for its transaction).
   */
  onWrite(listener: WriteListener) {
    this.writeListeners.push(listener);
  }

  /** LISTEN: `listener` hears each NOTIFY on the channel, once the transaction that sent it commits. */
  async listen(channel: string, listener: (payload: string) => void) {
    const known = this.notificationListeners.get(channel);
    if (known) return void known.push(listener);
    this.notificationListeners.set(channel, [listener]);
    await this.send({ op: 'listen', channel });
  }

  private queryIn(tx: number | undefined, sql: string, params: unknown[] = [], options: QueryOptions = {}) {
    if (this.writeListeners.length && !READ_ONLY.test(sql)) for (const listener of this.writeListeners) listener(sql);
    return this.send<Results>({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object', raw: options.parsers !== undefined, tx });
  }

  query(sql: string, params?: unknown[], options?: QueryOptions) {
    return this.queryIn(undefined, sql, params, options);
  }

  /** The connection is the transaction's from begin to commit or rollback; others queue meanwhile. */
  async transaction<T>(work: (tx: Queries) => Promise<T>): Promise<T> {
    const tx = this.nextTx++;
    await this.send({ op: 'begin', tx });
    let result: T;
    try {
      result = await work({ query: (sql, params, options) => this.queryIn(tx, sql, params, options) });
    } catch (err) {
      await this.send({ op: 'rollback', tx }).catch(() => {});
      throw err;
    }
    // A commit that fails (a deferred constraint) has ended the transaction: a rollback sent after
    // it would wait for a transaction that no longer owns the connection, forever.
    await this.send({ op: 'commit', tx });
    return result;
  }

  /** The whole data directory as a gzipped tarball, which `start(…, from)` opens again. */
  dump(): Promise<Uint8Array> {
    return this.send<Uint8Array>({ op: 'dump' });
  }

  async close() {
    if (this.failure) return;
    await this.send({ op: 'close' }).catch(() => {});
    await this.worker.terminate();
  }
}

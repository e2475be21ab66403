// The embedded database's own thread. PGlite runs PostgreSQL compiled to WebAssembly; while it
// executes a query the thread it runs on can do nothing else, so it runs here and the server's
// event loop keeps answering HTTP meanwhile (pglite-thread.ts is the other end).
//
// Messages: {id, op: 'query', sql, params, rowMode, raw, tx?}, {id, op: 'begin' | 'commit' |
// 'rollback', tx}, {id, op: 'listen', channel}, {id, op: 'dump'} (the data directory as a gzipped
// tarball), {id, op: 'close'}; a notification on a channel
// listened to comes back as {channel, payload}. PGlite has one connection, so a transaction owns it from
// begin to commit or rollback: messages of other callers wait in the queue until it ends.

import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

// drizzle parses dates and times itself: the text of those types is passed through unchanged.
const keepText = (value) => value;
const RAW_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, keepText]),
);

// btree_gist lets the appointments table exclude overlapping times per doctor and patient.
// PostgreSQL's fields of an error travel with its message; the query's options (functions) cannot.
const ERROR_FIELDS = ['severity', 'code', 'detail', 'hint', 'position', 'where', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'];
function errorFields(err) {
  const fields = { message: String(err?.message ?? err) };
  for (const key of ERROR_FIELDS) if (typeof err?.[key] === 'string') fields[key] = err[key];
  return fields;
}

// `from`: a tarball of a data directory (see `dump`) to start from instead of an empty database.
const db = new PGlite({
  dataDir: workerData.dataDir,
  extensions: { btree_gist },
  ...(workerData.from ? { loadDataDir: new Blob([readFileSync(workerData.from)]) } : {}),
});
const queue = [];
let owner = null;
let busy = false;

function runnable() {
  const i = queue.findIndex((m) => (owner === null ? m.tx === undefined || m.op === 'begin' : m.tx === owner));
  return i < 0 ? undefined : queue.splice(i, 1)[0];
}

async function run(m) {
  switch (m.op) {
    case 'query': {
      const result = await db.query(m.sql, m.params, { rowMode: m.rowMode, ...(m.raw ? { parsers: RAW_PARSERS } : {}) });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'begin':
      await db.exec('begin');
      owner = m.tx;
      return null;
    case 'commit':
    case 'rollback':
      try {
        await db.exec(m.op);
      } finally {
        owner = null;
      }
      return null;
    case 'listen':
      await db.listen(m.channel, (payload) => parentPort.postMessage({ channel: m.channel, payload }));
      return null;
    case 'dump':
      return new Uint8Array(await (await db.dumpDataDir('gzip')).arrayBuffer());
    case 'close':
      await db.close();
      return null;
  }
  throw new Error(`unknown operation ${m.op}`);
}

async function drain() {
  if (busy) return;
  busy = true;
  try {
    for (let m = runnable(); m; m = runnable()) {
      try {
        parentPort.postMessage({ id: m.id, result: await run(m) });
      } catch (err) {
        parentPort.postMessage({ id: m.id, error: errorFields(err) });
      }
      if (m.op === 'close') process.exit(0);
    }
  } finally {
    busy = false;
  }
}

await db.waitReady;
parentPort.on('message', (m) => {
  queue.push(m);
  void drain();
});
parentPort.postMessage({ ready: true });

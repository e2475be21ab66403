// What of an error may be written to the log. Errors carry what they were handed: drizzle's
// holds the query's parameters (password hashes, medical fields) in `params` and in its
// message, PostgreSQL's `detail` quotes the failing row. So fields are kept by allow-list:
// anything not named here never reaches the log, whatever a library adds in future.
// Requests are logged by their path alone.

const KEPT_FIELDS = ['code', 'constraint', 'table', 'column', 'schema', 'severity', 'routine', 'statusCode'] as const;
const MAX_CAUSE_DEPTH = 4;

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

/** Drizzle writes "Failed query: <sql>\nparams: <values>": the SQL has placeholders, the rest is data. */
const withoutParams = (message: string) => message.split('\nparams:')[0];

/** Only the frames of a stack: its first lines repeat the (unfiltered) message. */
const framesOf = (stack: string) =>
  stack
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');

export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!err || typeof err !== 'object') return { type: typeof err, message: withoutParams(String(err)), stack: '' };
  const e = err as Record<string, unknown>;
  const type = (e.constructor as { name?: string } | undefined)?.name || 'Error';
  const message = withoutParams(typeof e.message === 'string' ? e.message : '');
  const frames = typeof e.stack === 'string' ? framesOf(e.stack) : '';
  const out: LoggedError = { type, message, stack: `${type}: ${message}\n${frames}` };
  for (const field of KEPT_FIELDS) {
    const value = e[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (e.cause !== undefined && depth < MAX_CAUSE_DEPTH) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

interface LoggedRequestSource {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * The request line of the log: the path without its query string, which may hold a search
 * for a patient's name or other personal data. Headers and bodies are never logged.
 */
export function serializeRequest(req: LoggedRequestSource) {
  return {
    method: req.method,
    url: req.url.split('?')[0],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

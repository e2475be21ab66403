// PostgreSQL cannot store U+0000 in text and answers it with an error, so a NUL byte anywhere
// in a request (body, query, path, multipart field, even an object key) is refused as a 400
// before any route sees it.

import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** Deep enough for any real form; deeper input is refused rather than walked. */
const MAX_DEPTH = 32;

/** The path (a.b.0.c) of the first string or key holding a NUL byte, else undefined. */
export function findNulByte(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(value)' : undefined;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  if (depth > MAX_DEPTH) return path || '(value)';
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return childPath;
    const found = findNulByte(child, childPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export const nulByteRefusal = (field: string) => badRequest(`${field}: must not contain a NUL byte`, field);

export function refuseNulBytes(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findNulByte(part);
      if (field) throw nulByteRefusal(field);
    }
  });
}

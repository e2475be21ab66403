// PostgreSQL cannot store U+0000 in text and answers it with an error, so a NUL byte anywhere
// in a request (body, query, path, multipart field, even an object key) is refused as a 400
// before any route sees it.

import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/**
 * The path (a.b.0.c) of the first string or key holding a NUL byte, else undefined. Walked
 * with a stack of its own, not recursion: a body nested a hundred thousand levels deep fits
 * in the body limit and must not overflow the call stack.
 */
export function findNulByte(input: unknown): string | undefined {
  const pending: Array<[unknown, string]> = [[input, '']];
  while (pending.length) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path || '(value)';
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
}

export const nulByteRefusal = (field: string) => badRequest('nul_byte', field, { field });

export function refuseNulBytes(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findNulByte(part);
      if (field) throw nulByteRefusal(field);
    }
  });
}

// PostgreSQL cannot store U+0000 in text, nor half of a surrogate pair (half an emoji, which JSON
// may carry as "\ud800") in JSON, and answers either with an error. So such text anywhere in a
// request (body, query, path, multipart field, even an object key) is refused as a 400 before any
// route sees it.

import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/**
 * The path (a.b.0.c) of the first string or key holding a NUL byte, else undefined. Walked
 * with a stack of its own, not recursion: a body nested a hundred thousand levels deep fits
 * in the body limit and must not overflow the call stack.
 */
export function findNulByte(input: unknown): string | undefined {
  return findText(input, (s) => s.includes('\u0000'));
}

const HALF_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string or key holding half of a surrogate pair, else undefined. */
export function findHalfSurrogate(input: unknown): string | undefined {
  return findText(input, (s) => HALF_SURROGATE.test(s));
}

function findText(input: unknown, bad: (s: string) => boolean): string | undefined {
  const pending: Array<[unknown, string]> = [[input, '']];
  while (pending.length) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (bad(value)) return path || '(value)';
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (bad(key)) return childPath;
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
      const half = findHalfSurrogate(part);
      if (half) throw badRequest('half_surrogate', half, { field: half });
    }
  });
}

// Reading a multipart/form-data body: its text fields and at most one file. A body the parser
// cannot read (no boundary, cut short) is the client's mistake, a 400, never a 500.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError, badRequest } from './errors';
import { nulByteRefusal } from './nul-bytes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads multipart/form-data itself (readMultipart); every other route takes JSON. */
    multipart?: boolean;
  }
}

/** Multipart sent to a route that reads only JSON would reach it as an empty body: say what is wrong. */
export function refuseMultipartWhereNotRead(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart() && !request.routeOptions.config.multipart) {
      throw new AppError(415, 'unsupported_content_type', { hint: 'json_only_hint' });
    }
  });
}

export interface MultipartForm {
  fields: Record<string, string>;
  /** The named file, if one was sent and is not empty. */
  file?: Buffer;
}

export async function readMultipart(request: FastifyRequest, fileField: string, maxFileBytes: number): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes, files: 1, fields: 60, fieldSize: 16_384 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) throw badRequest('unexpected_file_field', part.fieldname, { field: part.fieldname });
        const bytes = await part.toBuffer();
        if (bytes.length > 0) file = bytes;
      } else {
        const value = String(part.value);
        if (part.fieldname.includes('\u0000') || value.includes('\u0000')) throw nulByteRefusal(part.fieldname);
        fields[part.fieldname] = value;
      }
    }
  } catch (err) {
    // Our own refusals and the multipart plugin's limits (413) keep their meaning.
    if (err instanceof AppError || (err as { code?: string }).code?.startsWith('FST_')) throw err;
    throw badRequest('malformed_multipart');
  }
  return { fields, file };
}

/**
 * OpenAPI for a route that reads its multipart form itself: the form's fields, files included
 * (`z.string().meta({ format: 'binary' })`), documented as its request body. Only the document
 * sees this body; the route never validates `request.body` (there is none until it reads the parts).
 */
export function documentMultipartForm(form: z.ZodType) {
  return (args: Parameters<typeof jsonSchemaTransform>[0]) => jsonSchemaTransform({ ...args, schema: { ...args.schema, body: form } });
}

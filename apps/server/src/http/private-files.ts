// Sending a private file (a medical-record attachment, a call's recording): only ever through a
// route that has checked access, under the name it was given, never cached, never sniffed as
// something else, and inert if opened directly.

import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Room for a multipart form's text fields and part headers beside its files, in a route's body limit. */
export const FORM_OVERHEAD_BYTES = 1024 * 1024;

/** RFC 8187 / 6266: the UTF-8 name, percent-encoded, so any name (Yorùbá, Hausa, an emoji) survives. */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename*=UTF-8''${encoded}`;
}

export interface PrivateFile {
  name: string;
  contentType: string;
  body: Buffer | Readable;
  /** Known for a stream (a Buffer knows its own). */
  size?: number;
}

/** `inline` shows it in the page (a preview, a player); otherwise the browser saves it. */
export function sendPrivateFile(reply: FastifyReply, file: PrivateFile, inline: boolean) {
  if (file.size !== undefined) reply.header('content-length', String(file.size));
  return (
    reply
      .type(file.contentType)
      .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      // Opened directly, the file runs nothing and reaches nothing: no script, no forms, no requests.
      .header('content-security-policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox")
      .send(file.body)
  );
}

// Reading an attachment upload (multipart/form-data): its text fields and up to `maxFiles`
// files in the named field. Memory stays bounded to one file: each file is buffered (at most
// `maxBytes`, the parser stops past it), handed to `stage` — which checks its content and saves
// it to private storage — and let go before the next one is read. If anything goes wrong
// (a file too large or of a refused type, too many files, a broken body), every file already
// staged is discarded before the refusal is answered: all or none.
//
// A form that names what it attaches to before its files (`beforeFiles`: the web app sends the
// record first) has that checked as soon as the field arrives, so a caller who may not attach is
// refused before a byte of any file is taken. Whatever the body still holds after a refusal is
// read and dropped, never kept, so the answer reaches the client on the same connection.

import type { Readable } from 'node:stream';
import type { MessageCode } from '@naijacare/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../../http/errors';
import { nulByteRefusal } from '../../../http/nul-bytes';

export interface UploadedFile {
  /** The name the client gave, only ever shown. */
  name: string;
  bytes: Buffer;
}

export interface Stager<S> {
  stage(file: UploadedFile): Promise<S>;
  /** Instead of `stage`, for files too large to hold in memory (a call's recording): reads the
   * file's stream itself. A file cut at the size limit is discarded after it was staged. */
  stageStream?(name: string, stream: Readable): Promise<S>;
  discard(staged: S[]): Promise<void>;
}

export interface FormLimits {
  field: string;
  maxFiles: number;
  maxBytes: number;
  /** The refusal of a file past maxBytes, in the words of what it is (a recording's own code);
   * by default an attachment's. */
  tooLarge?: (name: string, maxBytes: number) => AppError;
}

/** A text field checked the moment it arrives, if no file came before it. */
export interface EarlyCheck {
  field: string;
  check(value: string): Promise<void>;
  /** A file that arrives before the field passed its check is refused with this code (400) instead
   * of being taken: for files so large (a call's recording) that even staging one for a caller
   * who may not send it is too much. */
  firstCode?: MessageCode;
}

export interface AttachmentForm<S> {
  fields: Record<string, string>;
  staged: S[];
}

const tooLarge = (name: string, maxBytes: number) =>
  new AppError(413, 'attachment_too_large', {
    params: { name, max_mb: Math.round((maxBytes / 1024 / 1024) * 10) / 10 },
    details: { file: name, max_bytes: maxBytes },
  });

export async function readAttachmentForm<S>(
  request: FastifyRequest,
  limits: FormLimits,
  stager: Stager<S>,
  beforeFiles?: EarlyCheck,
): Promise<AttachmentForm<S>> {
  if (!request.isMultipart()) throw badRequest('attachment_multipart_required', limits.field);
  const fields: Record<string, string> = {};
  const staged: S[] = [];
  let current = '';
  let sawFile = false;
  let checked = false;
  try {
    const parts = request.parts({ limits: { fileSize: limits.maxBytes, files: limits.maxFiles, fields: 20, fieldSize: 16_384 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        sawFile = true;
        current = part.filename ?? '';
        if (part.fieldname !== limits.field) throw badRequest('unexpected_file_field', part.fieldname, { field: part.fieldname });
        if (beforeFiles?.firstCode && !checked) throw badRequest(beforeFiles.firstCode, beforeFiles.field);
        if (stager.stageStream) {
          staged.push(await stager.stageStream(current, part.file));
          if (part.file.truncated) throw (limits.tooLarge ?? tooLarge)(current, limits.maxBytes);
          continue;
        }
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw (limits.tooLarge ?? tooLarge)(current, limits.maxBytes);
        if (bytes.length === 0) throw new AppError(400, 'file_required', { details: { field: limits.field, file: current } });
        staged.push(await stager.stage({ name: current, bytes }));
      } else {
        const value = String(part.value);
        if (part.fieldname.includes('\u0000') || value.includes('\u0000')) throw nulByteRefusal(part.fieldname);
        fields[part.fieldname] = value;
        if (!sawFile && beforeFiles && part.fieldname === beforeFiles.field) {
          await beforeFiles.check(value);
          checked = true;
        }
      }
    }
  } catch (err) {
    dropRest(request);
    await stager.discard(staged);
    throw refusal(err, current, limits);
  }
  return { fields, staged };
}

/** Stops parsing a refused form and lets the rest of its body flow past unread (nothing is kept). */
function dropRest(request: FastifyRequest): void {
  request.raw.unpipe();
  request.raw.resume();
}

/** The parser's own limits, said in this call's words; our refusals pass through. */
function refusal(err: unknown, current: string, limits: FormLimits): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return (limits.tooLarge ?? tooLarge)(current, limits.maxBytes);
  if (code === 'FST_FILES_LIMIT') return new AppError(400, 'too_many_files', { details: { field: limits.field, max_files: limits.maxFiles } });
  if (code?.startsWith('FST_')) return err;
  return badRequest('malformed_multipart');
}

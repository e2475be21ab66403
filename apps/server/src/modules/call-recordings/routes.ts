// HTTP for call recordings (spec §7 "Call recordings"). Starting one and sending its pieces are
// multipart/form-data read by the attachments' form reader; files come only through /{id}/file/,
// with the same headers as medical attachments.

import {
  callRecordingFileQuery,
  callRecordingIdParams,
  callRecordingListQuery,
  callRecordingPageSchema,
  callRecordingSchema,
  callRecordingsByCallQuery,
  apiErrorSchema as errorSchema,
  markRecordingReadyBody,
  RECORDING_CHUNK_MAX_BYTES,
  RECORDING_CONTENT_TYPES,
} from '@naijacare/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditWho } from '../../http/audit-who';
import type { AuthGuards } from '../../http/auth';
import { AppError } from '../../http/errors';
import { documentMultipartForm } from '../../http/multipart';
import { FORM_OVERHEAD_BYTES, sendPrivateFile } from '../../http/private-files';
import { readAttachmentForm, type Stager } from '../records/attachments/form';
import { chunkFields } from './fields';
import type { CallRecordingsService } from './service';
import { tooLarge } from './too-large';

const binary = z.string().meta({ format: 'binary' });

/** A piece is held in memory only while it is written: nothing to stage or discard. */
const inMemory: Stager<Buffer> = { stage: async ({ bytes }) => bytes, discard: async () => {} };

/** A file cut by the form reader is refused as a recording, not as a medical attachment. */
const tooLargeFile = (_name: string, maxBytes: number) => tooLarge(maxBytes);

export function callRecordingRoutes(recordings: CallRecordingsService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const common = { tags: ['Call recordings'], security: [{ bearer: [] }] };
    const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
    const caller = guards.callerOf;
    const who = async (request: FastifyRequest) => auditWho(request, await caller(request));
    const base = '/api/call-recordings';
    const maxBytes = recordings.maxBytes;
    const chunkMax = Math.min(RECORDING_CHUNK_MAX_BYTES, maxBytes);
    r.addHook('onRequest', guards.signedIn);

    r.get(`${base}/`, {
      schema: {
        ...common,
        summary: 'Recordings of my calls (all of them for an admin), newest first',
        querystring: callRecordingListQuery,
        response: { 200: callRecordingPageSchema, ...errors },
      },
      handler: async (request) => recordings.list(await caller(request), request.query.page, request.query.page_size),
    });

    r.post(`${base}/`, {
      config: {
        multipart: true,
        swaggerTransform: documentMultipartForm(
          z.object({ call: z.string(), consent: z.literal('true'), recording_file: binary.optional(), duration_seconds: z.string().optional() }),
        ),
      },
      bodyLimit: maxBytes + FORM_OVERHEAD_BYTES,
      schema: {
        ...common,
        summary:
          'Start recording a call that has taken place, with both parties’ consent (the call’s doctor); with recording_file, the whole recording, ready at once',
        description: `multipart/form-data: call (id), consent ("true"), and optionally recording_file (WebM or MP4, at most ${maxBytes} bytes) with duration_seconds.`,
        consumes: ['multipart/form-data'],
        response: { 201: callRecordingSchema, 413: errorSchema, ...errors },
      },
      handler: async (request, reply) => {
        const c = await caller(request);
        // The call is named before the file (400 otherwise), and who may record it is decided
        // then: a refused caller's file is never taken.
        const callFirst = { field: 'call', firstCode: 'recording_call_first' as const, check: (value: string) => recordings.admitStart(c, value) };
        const form = await readAttachmentForm(
          request,
          { field: 'recording_file', maxFiles: 1, maxBytes, tooLarge: tooLargeFile },
          recordings.stager,
          callFirst,
        );
        return reply.status(201).send(await recordings.create(await who(request), form.fields, form.staged[0]));
      },
    });

    r.get(`${base}/by_call/`, {
      schema: {
        ...common,
        summary: 'A call’s recordings, oldest first',
        querystring: callRecordingsByCallQuery,
        response: { 200: z.array(callRecordingSchema), ...errors },
      },
      handler: async (request) => recordings.byCall(await caller(request), request.query.call_id),
    });

    r.get(`${base}/:id/`, {
      schema: { ...common, summary: 'One recording', params: callRecordingIdParams, response: { 200: callRecordingSchema, ...errors } },
      handler: async (request) => recordings.get(await caller(request), request.params.id),
    });

    r.post(`${base}/:id/chunks/`, {
      config: { multipart: true, swaggerTransform: documentMultipartForm(z.object({ chunk: binary, sequence: z.string() })) },
      bodyLimit: chunkMax + FORM_OVERHEAD_BYTES,
      schema: {
        ...common,
        summary: 'Append the next piece (sequence from 0): 201; a piece already stored again: 200, not appended; a gap: 409 with the sequence expected',
        description: `multipart/form-data: chunk (at most ${chunkMax} bytes; the first a WebM or MP4 start), sequence.`,
        params: callRecordingIdParams,
        consumes: ['multipart/form-data'],
        response: { 200: callRecordingSchema, 201: callRecordingSchema, 413: errorSchema, ...errors },
      },
      // Runs once the id is validated and before the body (multipart is read only by the handler):
      // a caller who may not add to this recording is refused before a byte of the piece is read.
      preHandler: async (request) => recordings.admitPiece(await caller(request), request.params.id),
      handler: async (request, reply) => {
        const form = await readAttachmentForm(request, { field: 'chunk', maxFiles: 1, maxBytes: chunkMax, tooLarge: tooLargeFile }, inMemory);
        const { sequence } = chunkFields(form.fields);
        const [bytes] = form.staged;
        if (!bytes) throw new AppError(400, 'file_required', { details: { field: 'chunk' } });
        const { recording, appended } = await recordings.append(await caller(request), request.params.id, sequence, bytes);
        return reply.status(appended ? 201 : 200).send(recording);
      },
    });

    r.patch(`${base}/:id/mark_ready/`, {
      schema: {
        ...common,
        summary: 'Close the recording: it takes no more pieces and may be played. size (optional) is checked against what arrived',
        params: callRecordingIdParams,
        body: markRecordingReadyBody,
        response: { 200: callRecordingSchema, ...errors },
      },
      handler: async (request) => recordings.markReady(await caller(request), request.params.id, request.body),
    });

    r.get(`${base}/:id/file/`, {
      // A HEAD would audit a download that never happened.
      exposeHeadRoute: false,
      schema: {
        ...common,
        summary: 'The recording’s file, once ready, with the bearer token (the web app plays it from a blob: URL). inline=1: for the in-page player',
        params: callRecordingIdParams,
        querystring: callRecordingFileQuery,
        produces: [...RECORDING_CONTENT_TYPES],
        response: { 200: z.any().describe('The file’s bytes'), ...errors },
      },
      handler: async (request, reply) => {
        const file = await recordings.download(await who(request), request.params.id);
        return sendPrivateFile(reply, file, request.query.inline === true);
      },
    });

    r.delete(`${base}/:id/`, {
      schema: {
        ...common,
        summary: 'Delete a recording and its file (the doctor who made it, or an admin)',
        params: callRecordingIdParams,
        response: { 204: z.null(), ...errors },
      },
      handler: async (request, reply) => {
        await recordings.remove(await who(request), request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}

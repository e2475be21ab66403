// HTTP for medical-record attachments (spec §7 "Attachments"). Reading follows the record; the
// record's author attaches and removes files. Uploads are multipart/form-data read by form.ts;
// downloads come only through /{id}/download/, never from a served folder.

import {
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_FILE_TYPES,
  ATTACHMENT_INLINE_TYPES,
  type AttachmentContentType,
  attachmentDownloadQuery,
  attachmentIdParams,
  attachmentListQuery,
  attachmentListSchema,
  attachmentPageSchema,
  attachmentSchema,
  apiErrorSchema as errorSchema,
} from '@naijacare/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditWho } from '../../../http/audit-who';
import type { AuthGuards } from '../../../http/auth';
import { documentMultipartForm } from '../../../http/multipart';
import { FORM_OVERHEAD_BYTES, sendPrivateFile } from '../../../http/private-files';
import { readAttachmentForm } from './form';
import type { AttachmentsService } from './service';

export interface AttachmentLimits {
  /** ATTACHMENT_MAX_BYTES: one file. */
  maxBytes: number;
  /** ATTACHMENT_MAX_FILES: one request. */
  maxFiles: number;
}

const binary = z.string().meta({ format: 'binary' });
const formFields = {
  medical_record: z.string().describe('The record’s id'),
  file_type: z.enum(ATTACHMENT_FILE_TYPES).optional().describe('Default other'),
  description: z.string().optional(),
};

const uploadFields = `Fields: medical_record (record id; sent before the files, it is checked before any file is read), file_type (${ATTACHMENT_FILE_TYPES.join(', ')}; default other), description (optional). Uploads per doctor are limited (RATE_UPLOADS_*: 429).`;

export function attachmentRoutes(attachments: AttachmentsService, guards: AuthGuards, limits: AttachmentLimits) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const common = { tags: ['Medical record attachments'], security: [{ bearer: [] }] };
    const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
    const who = async (request: FastifyRequest) => auditWho(request, await guards.callerOf(request));
    const base = '/api/medical-record-attachments';
    const signedIn = guards.signedIn;
    const doctor = guards.role('doctor');
    const accepted = `Accepted by content: ${ATTACHMENT_CONTENT_TYPES.join(', ')}; at most ${limits.maxBytes} bytes a file.`;

    r.get(`${base}/`, {
      onRequest: signedIn,
      schema: {
        ...common,
        summary:
          'With medical_record: that record’s attachments, oldest first (404 if I may not read the record); without it: every attachment I may read, newest first',
        querystring: attachmentListQuery,
        response: { 200: attachmentPageSchema, ...errors },
      },
      handler: async (request) => {
        const { medical_record, page, page_size } = request.query;
        return attachments.list(await who(request), medical_record, page, page_size);
      },
    });

    r.post(`${base}/`, {
      onRequest: doctor,
      config: { multipart: true, swaggerTransform: documentMultipartForm(z.object({ file: binary, ...formFields })) },
      bodyLimit: limits.maxBytes + FORM_OVERHEAD_BYTES,
      schema: {
        ...common,
        summary: 'Attach a file to my record, within 24 hours of writing it (multipart: file)',
        description: `multipart/form-data. File: file. ${uploadFields} ${accepted}`,
        consumes: ['multipart/form-data'],
        response: { 201: attachmentSchema, 409: errorSchema, 413: errorSchema, 429: errorSchema, ...errors },
      },
      handler: async (request, reply) => {
        const w = await who(request);
        await attachments.admit(w);
        const form = await readAttachmentForm(
          request,
          { field: 'file', maxFiles: 1, maxBytes: limits.maxBytes },
          attachments.stager,
          attachments.recordCheck(w),
        );
        const [created] = await attachments.attach(w, form.fields, form.staged, 'file');
        return reply.status(201).send(created);
      },
    });

    r.post(`${base}/upload_multiple/`, {
      onRequest: doctor,
      config: { multipart: true, swaggerTransform: documentMultipartForm(z.object({ files: z.array(binary), ...formFields })) },
      bodyLimit: limits.maxFiles * limits.maxBytes + FORM_OVERHEAD_BYTES,
      schema: {
        ...common,
        summary: `Attach up to ${limits.maxFiles} files to my record at once: all or none (multipart: files, repeated)`,
        description: `multipart/form-data. Files: files (repeated, at most ${limits.maxFiles}). ${uploadFields} ${accepted} One refused file stores none.`,
        consumes: ['multipart/form-data'],
        response: { 201: attachmentListSchema, 409: errorSchema, 413: errorSchema, 429: errorSchema, ...errors },
      },
      handler: async (request, reply) => {
        const w = await who(request);
        await attachments.admit(w);
        const form = await readAttachmentForm(
          request,
          { field: 'files', maxFiles: limits.maxFiles, maxBytes: limits.maxBytes },
          attachments.stager,
          attachments.recordCheck(w),
        );
        const results = await attachments.attach(w, form.fields, form.staged, 'files');
        return reply.status(201).send({ results });
      },
    });

    r.get(`${base}/:id/`, {
      onRequest: signedIn,
      schema: { ...common, summary: 'One attachment', params: attachmentIdParams, response: { 200: attachmentSchema, ...errors } },
      handler: async (request) => attachments.get(await who(request), request.params.id),
    });

    r.get(`${base}/:id/download/`, {
      onRequest: signedIn,
      // A HEAD would read the file and audit a download that never happened.
      exposeHeadRoute: false,
      schema: {
        ...common,
        summary: 'The file, with the bearer token (the web app shows it from a blob: URL). inline=1: images and PDF for a preview',
        params: attachmentIdParams,
        querystring: attachmentDownloadQuery,
        produces: [...ATTACHMENT_CONTENT_TYPES],
        response: { 200: z.any().describe('The file’s bytes'), ...errors },
      },
      handler: async (request, reply) => {
        const file = await attachments.download(await who(request), request.params.id);
        const inline = request.query.inline === true && ATTACHMENT_INLINE_TYPES.includes(file.contentType as AttachmentContentType);
        return sendPrivateFile(reply, { name: file.name, contentType: file.contentType, body: file.bytes }, inline);
      },
    });

    r.delete(`${base}/:id/`, {
      onRequest: doctor,
      schema: {
        ...common,
        summary: 'Remove an attachment of my record, within 24 hours of writing it; its file is deleted',
        params: attachmentIdParams,
        response: { 204: z.null(), 409: errorSchema, ...errors },
      },
      handler: async (request, reply) => {
        await attachments.remove(await who(request), request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}

// Requests and answers of the medical-record attachment calls (spec §7 "Attachments"; issue 11).
// A record's author attaches files (lab reports, scans, prescriptions) within the record's edit
// window; whoever may read the record may list and download them. The server recognises a file
// by its content, keeps it under a name of its own in private storage, and serves it only
// through the download call.

import { z } from 'zod';
import { serverMessage } from '../messages';
import { paginatedSchema } from './pagination';
import { databaseId, pageQuery, queryBoolean } from './params';

export const ATTACHMENT_FILE_TYPES = ['lab_report', 'imaging', 'prescription', 'document', 'other'] as const;
export type AttachmentFileType = (typeof ATTACHMENT_FILE_TYPES)[number];

/** The types the server accepts, as found in the file's content (never the name or the declared type). */
export const ATTACHMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'application/dicom'] as const;
export type AttachmentContentType = (typeof ATTACHMENT_CONTENT_TYPES)[number];

/** The types a browser may show in the page (`?inline=1`); DICOM is always a download. */
export const ATTACHMENT_INLINE_TYPES: readonly AttachmentContentType[] = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];

/** The server's defaults (ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES): the web app checks against them before sending. */
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
export const ATTACHMENT_MAX_FILES = 10;
export const ATTACHMENT_DESCRIPTION_MAX = 500;
/** Longer names are cut (keeping the extension) when stored; the name is only shown and offered on download. */
export const ATTACHMENT_NAME_MAX = 255;

/** What the caller may do with an attachment now. */
export const ATTACHMENT_ACTIONS = ['delete'] as const;

export const attachmentSchema = z.object({
  id: z.number(),
  medical_record: z.number(),
  file_type: z.enum(ATTACHMENT_FILE_TYPES),
  description: z.string(),
  original_name: z.string().describe('The uploader’s file name: shown and offered on download, never used to store the file'),
  content_type: z.enum(ATTACHMENT_CONTENT_TYPES).describe('The type found in the file’s content'),
  size_bytes: z.number(),
  uploaded_by_name: z.string(),
  created_at: z.string(),
  download_url: z.string().describe('/api/medical-record-attachments/{id}/download/ — fetch it with the bearer token'),
  allowed_actions: z.array(z.enum(ATTACHMENT_ACTIONS)).describe('What the caller may do now: the record’s author, within its edit window, may delete'),
});
export const attachmentPageSchema = paginatedSchema(attachmentSchema);
export const attachmentListSchema = z.object({ results: z.array(attachmentSchema) });

export const attachmentListQuery = z.object({
  medical_record: databaseId('medical_record')
    .optional()
    .describe('Only this record’s attachments, oldest first; without it, every attachment the caller may read, newest first'),
  ...pageQuery,
});
export const attachmentIdParams = z.object({ id: databaseId('Attachment id') });
export const attachmentDownloadQuery = z.object({
  inline: queryBoolean.optional().describe('1: images and PDF come `inline`, for an in-app preview'),
});

const rule = (code: Parameters<typeof serverMessage>[0], params?: Record<string, string | number>) => ({
  message: serverMessage(code, params),
  params: { code },
});

/** The text fields of both upload forms (multipart, so every value arrives as a string). */
export const attachmentUploadFields = z.object({
  medical_record: databaseId('medical_record'),
  file_type: z
    .string()
    .optional()
    .refine((s) => s === undefined || s === '' || (ATTACHMENT_FILE_TYPES as readonly string[]).includes(s), rule('attachment_file_type_invalid'))
    .transform((s) => (s ? (s as AttachmentFileType) : 'other'))
    .describe(`${ATTACHMENT_FILE_TYPES.join(', ')}; default other`),
  description: z
    .string()
    .trim()
    .refine((s) => s.length <= ATTACHMENT_DESCRIPTION_MAX, rule('field_too_long', { label: 'Description', max: ATTACHMENT_DESCRIPTION_MAX }))
    .optional()
    .transform((s) => s ?? ''),
});

export type Attachment = z.infer<typeof attachmentSchema>;
export type AttachmentUploadFields = z.infer<typeof attachmentUploadFields>;

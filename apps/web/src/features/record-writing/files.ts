// Which chosen files may be sent with a record: the server has the last word (it reads the
// content), but a file that is too big, of a type it never takes, or one too many is refused
// here first, so the doctor learns why before waiting for an upload.

import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES, type AttachmentFileType, type RecordType } from '@naijacare/contracts';

/** The types the server accepts, by MIME type and by extension (a browser often declares no type for DICOM). */
export const ACCEPTED_FILES: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'application/dicom': ['.dcm'],
};

const EXTENSIONS = new Set(Object.values(ACCEPTED_FILES).flat());
const MIME_TYPES = new Set(Object.keys(ACCEPTED_FILES));

export type FileRefusal = 'type' | 'size' | 'count' | 'empty';

export interface CheckedFile {
  file: File;
  /** Why the file will not be sent, or null when it may be. */
  refusal: FileRefusal | null;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/** A file the server might take: its name's extension or its declared type is one it accepts. */
export function looksAccepted(file: Pick<File, 'name' | 'type'>): boolean {
  return EXTENSIONS.has(extensionOf(file.name)) || MIME_TYPES.has(file.type);
}

/**
 * The files already waiting plus those just chosen, each with its refusal. Accepted files count
 * toward the limit in the order chosen; those beyond ATTACHMENT_MAX_FILES are refused as one too many.
 */
export function checkFiles(waiting: readonly File[], chosen: readonly File[], maxBytes = ATTACHMENT_MAX_BYTES, maxFiles = ATTACHMENT_MAX_FILES): CheckedFile[] {
  let accepted = waiting.length;
  return chosen.map((file) => {
    let refusal: FileRefusal | null = null;
    if (!looksAccepted(file)) refusal = 'type';
    else if (file.size === 0) refusal = 'empty';
    else if (file.size > maxBytes) refusal = 'size';
    else if (accepted >= maxFiles) refusal = 'count';
    else accepted += 1;
    return { file, refusal };
  });
}

/** The kind of file a record's attachments most likely are, until the doctor says otherwise. */
export function guessFileType(type: RecordType): AttachmentFileType {
  if (type === 'lab_result') return 'lab_report';
  if (type === 'imaging') return 'imaging';
  if (type === 'prescription') return 'prescription';
  return 'document';
}

/** A file waiting to be sent, with what the doctor said of it. */
export interface PickedFile {
  file: File;
  /** Chosen by the doctor; null follows the guess from the record's type. */
  fileType: AttachmentFileType | null;
  description: string;
}

/** Files sent in one request: the server gives every file of a request the same type and description. */
export interface UploadBatch {
  fileType: AttachmentFileType;
  description: string;
  files: File[];
}

/** The waiting files as few requests as their types and descriptions allow, in the order first chosen. */
export function batchesOf(picked: readonly PickedFile[], guess: AttachmentFileType): UploadBatch[] {
  const batches = new Map<string, UploadBatch>();
  for (const { file, fileType, description } of picked) {
    const batch = { fileType: fileType ?? guess, description: description.trim() };
    const key = JSON.stringify([batch.fileType, batch.description]);
    const found = batches.get(key);
    if (found) found.files.push(file);
    else batches.set(key, { ...batch, files: [file] });
  }
  return [...batches.values()];
}

// Sending a record's files in one request (POST upload_multiple) over XMLHttpRequest: fetch
// reports no upload progress, and the doctor waiting on a large scan over a mobile network
// should see how far it has gone. The bearer and the one refresh on a 401 follow the API client.
// A request gives all its files one type and description, so files the doctor described
// differently go in several requests, one after another (uploadBatches).

import type { Attachment, AttachmentFileType } from '@naijacare/contracts';
import { ApiError, type ApiErrorBody } from '../../api/client';
import type { UploadBatch } from './files';

export const UPLOAD_MULTIPLE_PATH = '/api/medical-record-attachments/upload_multiple/';

export interface UploadRequest {
  recordId: number;
  files: readonly File[];
  fileType: AttachmentFileType;
  description?: string;
}

/** What the upload needs of the session: the API client's token and its refresh. */
export interface UploadSession {
  accessToken(): string | null;
  renewSession(staleToken: string | null): Promise<boolean>;
}

export interface UploadDeps {
  session: UploadSession;
  createRequest: () => XMLHttpRequest;
}

export function uploadForm({ recordId, files, fileType, description }: UploadRequest): FormData {
  const form = new FormData();
  // The record first: the server checks it before reading any file, so a refusal comes at once.
  form.append('medical_record', String(recordId));
  form.append('file_type', fileType);
  if (description?.trim()) form.append('description', description.trim());
  for (const file of files) form.append('files', file, file.name);
  return form;
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

interface Answer {
  status: number;
  body: unknown;
}

function send(deps: UploadDeps, form: FormData, token: string | null, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = deps.createRequest();
    xhr.open('POST', UPLOAD_MULTIPLE_PATH);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parse(xhr.responseText) });
    // Like fetch: a network failure rejects with a TypeError, which the app words as "offline".
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

const errorBody = (body: unknown): ApiErrorBody | null => (body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as ApiErrorBody) : null);

/**
 * Uploads the files; resolves with the stored attachments (all or none, the server's rule), or
 * rejects with an ApiError carrying the server's refusal (its `details.file` names the file).
 * `onProgress` gets 0..1 of the bytes sent; after a refreshed token it starts again from 0.
 */
export async function uploadAttachments(
  deps: UploadDeps,
  request: UploadRequest,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Attachment[]> {
  const form = uploadForm(request);
  const token = deps.session.accessToken();
  let answer = await send(deps, form, token, onProgress, signal);
  if (answer.status === 401) {
    const renewed = await deps.session.renewSession(token);
    if (!renewed) throw new ApiError(401, errorBody(answer.body));
    onProgress(0);
    answer = await send(deps, form, deps.session.accessToken(), onProgress, signal);
  }
  if (answer.status < 200 || answer.status >= 300) throw new ApiError(answer.status, errorBody(answer.body));
  onProgress(1);
  return (answer.body as { results: Attachment[] }).results;
}

/**
 * Uploads the batches one after another, each all or none; resolves with every stored attachment.
 * `onStored` hears of each batch once it is stored, so a later refusal (which rejects like
 * uploadAttachments) leaves only the files not yet sent waiting. `onProgress` gets 0..1 of all the bytes.
 */
export async function uploadBatches(
  deps: UploadDeps,
  recordId: number,
  batches: readonly UploadBatch[],
  onProgress: (fraction: number) => void,
  onStored: (files: File[], stored: Attachment[]) => void = () => {},
  signal?: AbortSignal,
): Promise<Attachment[]> {
  const bytesOf = (files: readonly File[]) => files.reduce((sum, f) => sum + f.size, 0);
  const total = Math.max(1, bytesOf(batches.flatMap((b) => b.files)));
  const stored: Attachment[] = [];
  let done = 0;
  for (const batch of batches) {
    const size = bytesOf(batch.files);
    const results = await uploadAttachments(
      deps,
      { recordId, files: batch.files, fileType: batch.fileType, description: batch.description },
      (fraction) => onProgress((done + fraction * size) / total),
      signal,
    );
    done += size;
    stored.push(...results);
    onStored(batch.files, results);
  }
  return stored;
}

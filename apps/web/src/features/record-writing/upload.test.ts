import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { UPLOAD_MULTIPLE_PATH, uploadAttachments, uploadBatches, uploadForm } from './upload';

/** A stand-in XMLHttpRequest answering with `status` and `body`, reporting upload progress first. */
class FakeRequest {
  static answers: { status: number; body: unknown }[] = [];
  static sent: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {}
  send(body: unknown) {
    FakeRequest.sent.push({ url: this.url, headers: this.headers, body });
    const answer = FakeRequest.answers.shift();
    queueMicrotask(() => {
      if (!answer) return this.onerror?.();
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    });
  }
}

function setup(answers: { status: number; body: unknown }[], renewed = true) {
  FakeRequest.answers = answers;
  FakeRequest.sent = [];
  let token = 'old';
  const session = {
    accessToken: () => token,
    renewSession: vi.fn(async () => {
      if (renewed) token = 'new';
      return renewed;
    }),
  };
  return { session, deps: { session, createRequest: () => new FakeRequest() as unknown as XMLHttpRequest } };
}

const request = { recordId: 9, files: [new File(['%PDF-1.4'], 'a.pdf'), new File(['x'], 'b.png')], fileType: 'prescription' as const };

describe('uploadForm', () => {
  it('names the record and file type and repeats `files`', () => {
    const form = uploadForm(request);
    expect(form.get('medical_record')).toBe('9');
    expect(form.get('file_type')).toBe('prescription');
    expect((form.getAll('files') as File[]).map((f) => f.name)).toEqual(['a.pdf', 'b.png']);
  });

  it('names the record before the files, so the server can refuse before reading them', () => {
    const names = [...uploadForm(request).keys()];
    expect(names[0]).toBe('medical_record');
    expect(names.indexOf('files')).toBeGreaterThan(names.indexOf('file_type'));
  });
});

describe('uploadAttachments', () => {
  it('sends all files in one request with the bearer and reports progress to the end', async () => {
    const { deps } = setup([{ status: 201, body: { results: [{ id: 1 }, { id: 2 }] } }]);
    const progress: number[] = [];
    const stored = await uploadAttachments(deps, request, (p) => progress.push(p));
    expect(stored).toHaveLength(2);
    expect(FakeRequest.sent).toHaveLength(1);
    expect(FakeRequest.sent[0].url).toBe(UPLOAD_MULTIPLE_PATH);
    expect(FakeRequest.sent[0].headers.Authorization).toBe('Bearer old');
    expect(progress).toEqual([0.5, 1]);
  });

  it('refreshes the session once on a 401 and sends again with the new token', async () => {
    const { deps, session } = setup([
      { status: 401, body: { error: 'expired' } },
      { status: 201, body: { results: [] } },
    ]);
    await uploadAttachments(deps, request, () => {});
    expect(session.renewSession).toHaveBeenCalledWith('old');
    expect(FakeRequest.sent.map((s) => s.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('gives up with the 401 when the session cannot be renewed', async () => {
    const { deps } = setup([{ status: 401, body: { error: 'expired' } }], false);
    await expect(uploadAttachments(deps, request, () => {})).rejects.toMatchObject({ status: 401 });
    expect(FakeRequest.sent).toHaveLength(1);
  });

  it('rejects with the server’s refusal, naming the file', async () => {
    const body = { error: 'Not allowed', code: 'attachment_type_not_allowed', details: { file: 'b.png' } };
    const { deps } = setup([{ status: 400, body }]);
    const error = await uploadAttachments(deps, request, () => {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body?.details).toEqual({ file: 'b.png' });
  });

  it('rejects like fetch (a TypeError) when the network fails', async () => {
    const { deps } = setup([]);
    await expect(uploadAttachments(deps, request, () => {})).rejects.toBeInstanceOf(TypeError);
  });
});

describe('uploadBatches', () => {
  const pdf = (name: string, size: number) => new File([new Uint8Array(size)], name);
  const batches = [
    { fileType: 'lab_report' as const, description: 'Full blood count', files: [pdf('fbc.pdf', 300)] },
    { fileType: 'imaging' as const, description: '', files: [pdf('x1.png', 100)] },
  ];

  it('sends each batch with its own file type and description, reporting progress over all the bytes', async () => {
    const { deps } = setup([
      { status: 201, body: { results: [{ id: 1 }] } },
      { status: 201, body: { results: [{ id: 2 }] } },
    ]);
    const progress: number[] = [];
    const stored: string[][] = [];
    const all = await uploadBatches(
      deps,
      9,
      batches,
      (p) => progress.push(p),
      (files) => stored.push(files.map((f) => f.name)),
    );
    expect(all).toHaveLength(2);
    expect(FakeRequest.sent.map((s) => [(s.body as FormData).get('file_type'), (s.body as FormData).get('description')])).toEqual([
      ['lab_report', 'Full blood count'],
      ['imaging', null],
    ]);
    expect(stored).toEqual([['fbc.pdf'], ['x1.png']]);
    // Half of the first 300 bytes, all of them, then half of the last 100, then everything.
    expect(progress).toEqual([0.375, 0.75, 0.875, 1]);
  });

  it('stops at a refused batch with its refusal, after naming the files already stored', async () => {
    const refusal = { error: 'Not allowed', code: 'attachment_type_not_allowed', details: { file: 'x1.png' } };
    const { deps } = setup([
      { status: 201, body: { results: [{ id: 1 }] } },
      { status: 400, body: refusal },
    ]);
    const stored: string[][] = [];
    const error = await uploadBatches(
      deps,
      9,
      batches,
      () => {},
      (files) => stored.push(files.map((f) => f.name)),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(stored).toEqual([['fbc.pdf']]);
  });
});

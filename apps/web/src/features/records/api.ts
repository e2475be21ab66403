// Reading medical records and their attachments (spec §7 "Medical records"). Shared by the
// patient's pages and the doctor's: the server decides what each caller may read.

import type { MedicalRecord, Paginated, RecordType } from '@naijacare/contracts';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../api/http';
import type { RecordAttachment } from '../../lib/recordAttachments';

export interface RecordFilters {
  patient?: number;
  doctor?: number;
  record_type?: RecordType;
  page_size?: number;
}

const RECORDS = '/api/medical-records/';
const ATTACHMENTS = '/api/medical-record-attachments/';

function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const recordQueries = {
  /** One page of records, newest first (the server's order). */
  page: (filters: RecordFilters, page = 1) =>
    queryOptions({
      queryKey: ['records', 'list', filters, page] as const,
      queryFn: () => api.get<Paginated<MedicalRecord>>(`${RECORDS}${queryString({ ...filters, page })}`),
    }),
  /** Pages joined for "Load more". */
  infinite: (filters: RecordFilters) =>
    infiniteQueryOptions({
      queryKey: ['records', 'infinite', filters] as const,
      queryFn: ({ pageParam }) => api.get<Paginated<MedicalRecord>>(`${RECORDS}${queryString({ ...filters, page: pageParam })}`),
      initialPageParam: 1,
      getNextPageParam: (last: Paginated<MedicalRecord>) => last.next ?? undefined,
    }),
  one: (id: number) => queryOptions({ queryKey: ['records', 'one', id] as const, queryFn: () => api.get<MedicalRecord>(`${RECORDS}${id}/`) }),
  /** The attachments of one record (the first page holds up to 20; records rarely carry more). */
  attachments: (recordId: number) =>
    queryOptions({
      queryKey: ['records', 'attachments', recordId] as const,
      queryFn: () => api.get<Paginated<RecordAttachment>>(`${ATTACHMENTS}${queryString({ medical_record: recordId, page_size: 100 })}`),
    }),
};

/**
 * Removes an attachment: offered where the server lists `delete` among its allowed actions (the
 * record's author, within the record's edit window). The record's files and count are read again.
 */
export function useDeleteAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`${ATTACHMENTS}${id}/`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['records'] }),
  });
}

/** Saves a blob under a name through a temporary link, the way a browser saves a download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the URL to the download; free it on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Fetches a protected file with the session's bearer and saves it; rejects with the server's error. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const file = await api.download(path);
  saveBlob(file.blob, file.filename ?? fallbackName);
}

export type BlobUrlState = { status: 'idle' | 'loading' } | { status: 'ready'; url: string } | { status: 'error'; error: unknown };

/**
 * A blob: URL for a protected file, for an <img> or <iframe> that cannot send the bearer. Fetched
 * while `path` is set, revoked when the path changes or the component unmounts.
 */
export function useBlobUrl(path: string | null): BlobUrlState {
  const [state, setState] = useState<BlobUrlState>({ status: 'idle' });
  useEffect(() => {
    if (!path) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    let url: string | null = null;
    setState({ status: 'loading' });
    api
      .download(path, { signal: controller.signal })
      .then((file) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(file.blob);
        setState({ status: 'ready', url });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return state;
}

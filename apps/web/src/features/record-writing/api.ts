// Writing medical records: create, change, delete, and send their files. Reading is in
// features/records/api.ts; every change here refreshes what those queries show.

import type { Attachment, CreateRecordInput, MedicalRecord, Paginated, ReplacePrescriptionInput, UpdateRecordInput } from '@naijacare/contracts';
import { infiniteQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { patientQueries } from '../patients/api';
import type { UploadBatch } from './files';
import { uploadBatches } from './upload';

const RECORDS = '/api/medical-records/';

function useRecordsRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['records'] });
}

export function useCreateRecord() {
  const refresh = useRecordsRefresh();
  return useMutation({
    mutationFn: (body: CreateRecordInput) => api.post<MedicalRecord>(RECORDS, body),
    onSuccess: () => refresh(),
  });
}

export function useUpdateRecord(id: number) {
  const refresh = useRecordsRefresh();
  return useMutation({
    mutationFn: (body: UpdateRecordInput) => api.put<MedicalRecord>(`${RECORDS}${id}/`, body),
    onSuccess: () => refresh(),
  });
}

export function useDeleteRecord() {
  const refresh = useRecordsRefresh();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`${RECORDS}${id}/`),
    onSuccess: () => refresh(),
  });
}

/** Stops an active prescription, with the reason the patient is told. */
export function useStopPrescription(id: number) {
  const refresh = useRecordsRefresh();
  return useMutation({
    mutationFn: (reason: string) => api.post<MedicalRecord>(`${RECORDS}${id}/stop/`, { reason }),
    onSuccess: () => refresh(),
  });
}

/** Renews a prescription: answers the new one, with the same medications. */
export function useRenewPrescription(id: number) {
  const refresh = useRecordsRefresh();
  return useMutation({
    mutationFn: () => api.post<MedicalRecord>(`${RECORDS}${id}/renew/`, {}),
    onSuccess: () => refresh(),
  });
}

/** Replaces an active prescription by a new one (answered). */
export function useReplacePrescription(id: number) {
  const refresh = useRecordsRefresh();
  return useMutation({
    mutationFn: (body: ReplacePrescriptionInput) => api.post<MedicalRecord>(`${RECORDS}${id}/replace/`, body),
    onSuccess: () => refresh(),
  });
}

export interface FilesUpload {
  recordId: number;
  batches: readonly UploadBatch[];
  /** Hears of each batch once stored, before a later one may be refused. */
  onStored?: (files: File[]) => void;
}

/** Sends a record's files, a request per type and description; `onProgress` gets the share of bytes sent (0..1). */
export function useUploadAttachments(onProgress: (fraction: number) => void) {
  const refresh = useRecordsRefresh();
  return useMutation({
    mutationFn: ({ recordId, batches, onStored }: FilesUpload): Promise<Attachment[]> =>
      uploadBatches({ session: api, createRequest: () => new XMLHttpRequest() }, recordId, batches, onProgress, onStored),
    // Some batches may be stored before one is refused: the record's files are read again either way.
    onSettled: () => refresh(),
  });
}

/** One patient's records for their doctor, newest first (GET by_patient; 404 when the patient is not theirs to see). */
export const patientRecordQueries = {
  byPatient: (patientId: number) =>
    infiniteQueryOptions({
      queryKey: ['records', 'by-patient', patientId] as const,
      queryFn: ({ pageParam }) =>
        api.get<Paginated<MedicalRecord>>(`${RECORDS}by_patient/?${new URLSearchParams({ patient_id: String(patientId), page: String(pageParam) })}`),
      initialPageParam: 1,
      getNextPageParam: (last: Paginated<MedicalRecord>) => last.next ?? undefined,
    }),
};

/** The patient's name as their doctor's patient list has it (null while loading or when not found). */
export function usePatientName(patientId: number): string | null {
  const patients = useQuery(patientQueries.list(''));
  return patients.data?.find((p) => p.id === patientId)?.full_name ?? null;
}

// Queries and changes of a hospital's patients and access codes (spec §7 "Patient-hospital
// access"): the patients who granted access, revoking it, and the codes that grant it.

import type {
  AccessCode,
  AccessCodeStatus,
  GeneratedAccessCode,
  MedicalRecord,
  Paginated,
  PatientHospitalAccess,
  PatientSummary,
  RecordType,
} from '@naijacare/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { invalidateFeature } from '../../api/invalidation';

export const CODES_PAGE_SIZE = 20;

export const hospitalAccessQueries = {
  /** The patients who granted the hospital access, newest first, with the code that did. */
  patients: (search: string) => {
    const term = search.trim();
    return queryOptions({
      queryKey: ['access', 'patients', term] as const,
      queryFn: () => api.get<PatientSummary[]>(`/api/patients/${term ? `?${new URLSearchParams({ search: term })}` : ''}`),
      placeholderData: keepPreviousData,
    });
  },
  codes: (hospitalId: number, status: AccessCodeStatus | null, page: number) =>
    queryOptions({
      queryKey: ['access', 'codes', hospitalId, status ?? 'all', page] as const,
      queryFn: () => {
        const query = new URLSearchParams({ page: String(page), page_size: String(CODES_PAGE_SIZE), ...(status ? { status } : {}) });
        return api.get<Paginated<AccessCode>>(`/api/hospitals/${hospitalId}/access_codes/?${query}`);
      },
      placeholderData: keepPreviousData,
    }),
};

export const useHospitalPatients = (search: string) => useQuery(hospitalAccessQueries.patients(search));
export const useAccessCodes = (hospitalId: number, status: AccessCodeStatus | null, page: number) =>
  useQuery(hospitalAccessQueries.codes(hospitalId, status, page));

function useAccessChange<V, R>(request: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: request, onSettled: () => invalidateFeature(queryClient, 'access') });
}

export interface RevokeInput {
  accessIds: number[];
  reason: string;
  notify: boolean;
}

/** One access by its own call, several by the bulk call (all or none). */
export const useRevokePatientAccess = () =>
  useAccessChange(
    ({ accessIds, reason, notify }: RevokeInput): Promise<unknown> =>
      accessIds.length === 1
        ? api.post<PatientHospitalAccess>(`/api/patient-hospital-access/${accessIds[0]}/hospital_revoke_access/`, {
            reason: reason || null,
            notify_patient: notify,
          })
        : api.post<{ revoked: number }>('/api/patient-hospital-access/hospital_bulk_revoke/', {
            access_ids: accessIds,
            reason: reason || null,
            notify_patients: notify,
          }),
  );

export const useGenerateCodes = () =>
  useAccessChange((count: number) => api.post<{ count: number; codes: GeneratedAccessCode[] }>('/api/hospitals/generate_access_codes/', { count }));

export const useRevokeCode = (hospitalId: number) =>
  useAccessChange(({ id, reason }: { id: number; reason: string }) =>
    api.post<AccessCode>(`/api/hospitals/${hospitalId}/access_codes/${id}/revoke/`, { reason: reason || null }),
  );

/**
 * What a patient's consent opens to the hospital, read only (issue 22): their health facts and their
 * records, newest first, optionally of one type. Every call is checked against the access on the
 * server: once it is revoked they answer 404, and the pages say the access has ended.
 */
export const hospitalViewQueries = {
  patient: (patientId: number) =>
    queryOptions({
      queryKey: ['access', 'patient', patientId] as const,
      queryFn: () => api.get<PatientSummary>(`/api/patients/${patientId}/`),
      retry: false,
    }),
  records: (patientId: number, recordType: RecordType | null) =>
    infiniteQueryOptions({
      queryKey: ['records', 'hospital-view', patientId, recordType ?? 'all'] as const,
      queryFn: ({ pageParam }) => {
        const query = new URLSearchParams({ patient_id: String(patientId), page: String(pageParam), ...(recordType ? { record_type: recordType } : {}) });
        return api.get<Paginated<MedicalRecord>>(`/api/medical-records/by_patient/?${query}`);
      },
      initialPageParam: 1,
      getNextPageParam: (last: Paginated<MedicalRecord>) => last.next ?? undefined,
      retry: false,
    }),
};

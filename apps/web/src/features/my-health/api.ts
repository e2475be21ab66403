// Queries and changes of the patient's consent (spec §7 "Patient-hospital access"): entering a
// hospital's access code, the hospitals that can see the record, revoking one.

import type { AccessLogEntry, Paginated, PatientHospitalAccess } from '@naijacare/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { invalidateFeature } from '../../api/invalidation';

export const ACCESS_LOG_PAGE_SIZE = 10;

export const myHealthQueries = {
  hospitals: () =>
    queryOptions({ queryKey: ['access', 'mine'] as const, queryFn: () => api.get<PatientHospitalAccess[]>('/api/patients/my_hospital_accesses/') }),
  /**
   * Who read or changed the record, newest first. A record read elsewhere in the app shows up here on
   * the next load; a hospital's access granted or revoked on this page shows up at once.
   */
  accessLog: (page: number) =>
    queryOptions({
      queryKey: ['records', 'access-log', page] as const,
      meta: { changesWith: ['access'] },
      queryFn: () => api.get<Paginated<AccessLogEntry>>(`/api/patients/my_access_log/?page=${page}&page_size=${ACCESS_LOG_PAGE_SIZE}`),
    }),
};

/** The whole record as a FHIR R4 Bundle, saved as a JSON file. */
export const FHIR_EXPORT_PATH = '/api/patients/my_record/fhir/';

export const useMyHospitalAccesses = () => useQuery(myHealthQueries.hospitals());

function useAccessChange<V, R>(request: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: request, onSettled: () => invalidateFeature(queryClient, 'access') });
}

export const useEnterAccessCode = () =>
  useAccessChange((accessCode: string) => api.post<PatientHospitalAccess>('/api/patient-hospital-access/verify_access_code/', { access_code: accessCode }));

export const useRevokeHospitalAccess = () =>
  useAccessChange(({ id, reason }: { id: number; reason: string }) =>
    api.post<PatientHospitalAccess>(`/api/patient-hospital-access/${id}/patient_revoke_access/`, { reason: reason || null }),
  );

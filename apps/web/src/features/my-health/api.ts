// Queries and changes of the patient's consent (spec §7 "Patient-hospital access"): entering a
// hospital's access code, the hospitals that can see the record, revoking one.

import type { PatientHospitalAccess } from '@naijacare/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { invalidateFeature } from '../../api/invalidation';

export const myHealthQueries = {
  hospitals: () =>
    queryOptions({ queryKey: ['access', 'mine'] as const, queryFn: () => api.get<PatientHospitalAccess[]>('/api/patients/my_hospital_accesses/') }),
};

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

// Queries and changes for doctor-hospital affiliations (spec §7 Affiliations): the hospital's
// requests and affiliations, its doctors, and a doctor's own requests and the hospitals they
// can ask to join. Every key starts with 'affiliations'; every change refreshes them all.

import type { AffiliatedDoctor, Affiliation, AffiliationAction, AffiliationStatus, HospitalSummary, Paginated } from '@naijacare/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { invalidateFeature } from '../../api/invalidation';
import { i18n } from '../../i18n/appCatalogue';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../shell/toasts';

const BASE = '/api/doctor-hospital-affiliations';
/** The largest page the API serves; a hospital's or a doctor's affiliations fit in one. */
const PAGE_SIZE = 100;

export const affiliationQueries = {
  all: ['affiliations'] as const,
  /** The caller's affiliations (a hospital's own, a doctor's own), newest first, optionally of one status. */
  list: (status?: AffiliationStatus) =>
    queryOptions({
      queryKey: ['affiliations', 'list', status ?? 'all'] as const,
      queryFn: async () => {
        const params = new URLSearchParams({ page_size: String(PAGE_SIZE) });
        if (status) params.set('status', status);
        return (await api.get<Paginated<Affiliation>>(`${BASE}/?${params}`)).results;
      },
    }),
  /** Requests awaiting the hospital's decision, oldest first. */
  pending: () => queryOptions({ queryKey: ['affiliations', 'pending'] as const, queryFn: () => api.get<Affiliation[]>(`${BASE}/pending_requests/`) }),
  /** The hospital's doctors with their load; their upcoming appointments change with bookings. */
  doctors: (hospitalId: number, includeInactive: boolean) =>
    queryOptions({
      queryKey: ['affiliations', 'doctors', hospitalId, includeInactive] as const,
      queryFn: () => api.get<AffiliatedDoctor[]>(`/api/hospitals/${hospitalId}/affiliated_doctors/${includeInactive ? '?include_inactive=true' : ''}`),
      meta: { changesWith: ['appointments', 'doctors'] },
    }),
  /** Verified hospitals a doctor can ask to join, by name and state. */
  hospitals: (search: string, state: string | null) =>
    queryOptions({
      queryKey: ['affiliations', 'hospitals', search.trim(), state ?? ''] as const,
      queryFn: async () => {
        const params = new URLSearchParams({ page_size: '20' });
        if (search.trim()) params.set('search', search.trim());
        if (state) params.set('state', state);
        return (await api.get<Paginated<HospitalSummary>>(`/api/hospitals/?${params}`)).results;
      },
    }),
};

export const useAffiliations = (status?: AffiliationStatus) => useQuery(affiliationQueries.list(status));
export const usePendingRequests = () => useQuery(affiliationQueries.pending());
export const useAffiliatedDoctors = (hospitalId: number, includeInactive: boolean) => useQuery(affiliationQueries.doctors(hospitalId, includeInactive));
export const useHospitalSearch = (search: string, state: string | null) => useQuery(affiliationQueries.hospitals(search, state));

/** A decision of the hospital, or the doctor withdrawing their request. */
export interface AffiliationChange {
  id: number;
  action: AffiliationAction;
  reason?: string;
}

const PATHS: Record<Exclude<AffiliationAction, 'withdraw'>, string> = {
  approve: 'approve_affiliation',
  reject: 'reject_affiliation',
  suspend: 'suspend_affiliation',
  reactivate: 'reactivate_affiliation',
  revoke: 'revoke_affiliation',
  restore: 'restore_affiliation',
  leave: 'leave_affiliation',
  rejoin: 'rejoin_affiliation',
};

export function sendAffiliationChange({ id, action, reason }: AffiliationChange): Promise<Affiliation | null> {
  if (action === 'withdraw') return api.delete<null>(`${BASE}/${id}/`);
  return api.post<Affiliation>(`${BASE}/${id}/${PATHS[action]}/`, reason ? { reason } : {});
}

/** Actions that ask for a reason first: required to reject, optional to suspend or revoke. */
export const REASON_ACTIONS: Partial<Record<AffiliationAction, { required: boolean }>> = {
  reject: { required: true },
  suspend: { required: false },
  revoke: { required: false },
};

/**
 * The feedback lives in the mutation, not in `mutate()` callbacks: the row that started a change
 * usually leaves its list (a pending request approved) when the lists refresh.
 */
function useAffiliationChangeOf<V>(request: (vars: V) => Promise<unknown>, done: (vars: V) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (_result, vars) => toast.success(done(vars)),
    onError: (error) => toast.error(errorMessage(error, i18n.t('affiliations.changeFailed'))),
    onSettled: () => invalidateFeature(queryClient, 'affiliations'),
  });
}

export const useAffiliationChange = () =>
  useAffiliationChangeOf(sendAffiliationChange, (change: AffiliationChange) => i18n.t(`affiliations.done.${change.action}`));

/** The hospital's actions on one of its doctors: by doctor id (spec §7 Hospitals), restore by the affiliation's id. */
export function sendDoctorChange(doctor: AffiliatedDoctor, action: AffiliationAction, reason?: string): Promise<Affiliation | null> {
  if (action === 'suspend' || action === 'revoke' || action === 'reactivate')
    return api.post<Affiliation>(`/api/hospitals/doctors/${action}/`, { doctor_id: doctor.id, ...(reason ? { reason } : {}) });
  return sendAffiliationChange({ id: doctor.affiliation_id, action, reason });
}

export const useDoctorChange = () =>
  useAffiliationChangeOf(
    ({ doctor, action, reason }: { doctor: AffiliatedDoctor; action: AffiliationAction; reason?: string }) => sendDoctorChange(doctor, action, reason),
    ({ action }) => i18n.t(`affiliations.done.${action}`),
  );

/** A doctor asks a hospital to affiliate them; the form shows a refusal itself. */
export function useRequestAffiliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ hospital, message }: { hospital: number; message: string }) =>
      api.post<Affiliation>(`${BASE}/`, { hospital, message: message.trim() || null }),
    onSuccess: (result) => toast.success(i18n.t('affiliations.done.request', { hospital: result.hospital_name })),
    onSettled: () => invalidateFeature(queryClient, 'affiliations'),
  });
}

// Queries and changes for the doctor directory and the signed-in doctor's own entry (spec §7 Doctors).

import type { DoctorAnalytics, DoctorListing } from '@naijacare/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { invalidateFeature } from '../../api/invalidation';

export interface DoctorFilter {
  search?: string;
  specialization?: string;
  /** A state code, e.g. LA. */
  state?: string;
  /** Only doctors accepting appointments now. */
  availableOnly?: boolean;
  /** Only doctors affiliated with this hospital (its page links here with ?hospital=). */
  hospital?: number;
  /** With each doctor's free slots on this Lagos date (YYYY-MM-DD). */
  date?: string;
}

/** Query string of a directory call: empty filters are left out. */
export function doctorListParams(filter: DoctorFilter): URLSearchParams {
  const params = new URLSearchParams();
  const search = filter.search?.trim();
  if (search) params.set('search', search);
  if (filter.specialization) params.set('specialization', filter.specialization);
  if (filter.state) params.set('state', filter.state);
  if (filter.availableOnly) params.set('available', 'true');
  if (filter.hospital) params.set('hospital', String(filter.hospital));
  if (filter.date) params.set('date', filter.date);
  return params;
}

/** Free slots, counts and earnings move with every booking and every schedule change. */
const meta = { changesWith: ['appointments', 'schedule'] } as const;

export const doctorQueries = {
  all: ['doctors'] as const,
  /**
   * Approved doctors matching the filter. With a date, every doctor comes with whether
   * they work that day and their free slots (one call instead of one per doctor).
   */
  list: (filter: DoctorFilter) => {
    const path = filter.date ? '/api/doctors/with_schedule_availability/' : '/api/doctors/';
    return queryOptions({
      queryKey: ['doctors', 'list', { ...filter, search: filter.search?.trim() || undefined }] as const,
      queryFn: () => api.get<DoctorListing[]>(`${path}?${doctorListParams(filter)}`),
      placeholderData: keepPreviousData,
      meta,
    });
  },
  /** The signed-in doctor's directory entry (for is_available and the id). */
  mine: (enabled = true) =>
    queryOptions({ queryKey: ['doctors', 'me'] as const, queryFn: () => api.get<DoctorListing>('/api/doctors/my_profile/'), enabled, meta }),
  analytics: () =>
    queryOptions({ queryKey: ['doctors', 'me', 'analytics'] as const, queryFn: () => api.get<DoctorAnalytics>('/api/doctors/my_analytics/'), meta }),
};

export const useDoctors = (filter: DoctorFilter) => useQuery(doctorQueries.list(filter));
export const useMyDoctorProfile = (enabled = true) => useQuery(doctorQueries.mine(enabled));
export const useDoctorAnalytics = () => useQuery(doctorQueries.analytics());

/** The doctor switches accepting appointments on or off. */
export function useToggleAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (doctorId: number) => api.post<{ id: number; is_available: boolean }>(`/api/doctors/${doctorId}/toggle_availability/`),
    onSuccess: (result) => {
      queryClient.setQueryData(doctorQueries.mine().queryKey, (old) => (old ? { ...old, is_available: result.is_available } : old));
    },
    onSettled: () => invalidateFeature(queryClient, 'doctors'),
  });
}

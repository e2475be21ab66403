// Query hooks for the doctor directory and the signed-in doctor's own entry (spec §7 Doctors).

import type { DoctorAnalytics, DoctorListing } from '@naijacare/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { asList } from './client';
import { api } from './http';
import { queryKeys } from './queryKeys';

export interface DoctorFilter {
  search?: string;
  specialization?: string;
  /** A state code, e.g. LA. */
  state?: string;
  /** Only doctors accepting appointments now. */
  availableOnly?: boolean;
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
  if (filter.date) params.set('date', filter.date);
  return params;
}

/**
 * Approved doctors matching the filter. With a date, every doctor comes with whether
 * they work that day and their free slots (one call instead of one per doctor).
 */
export function useDoctors(filter: DoctorFilter) {
  const params = doctorListParams(filter);
  const path = filter.date ? '/api/doctors/with_schedule_availability/' : '/api/doctors/';
  return useQuery({
    queryKey: queryKeys.doctors({ ...filter, search: filter.search?.trim() || undefined }),
    queryFn: async () => asList<DoctorListing>(await api.get(`${path}?${params}`)),
    placeholderData: (previous) => previous,
  });
}

/** The signed-in doctor's directory entry (for is_available and the id). */
export function useMyDoctorProfile(enabled = true) {
  return useQuery({
    queryKey: queryKeys.myDoctorProfile,
    queryFn: () => api.get<DoctorListing>('/api/doctors/my_profile/'),
    enabled,
  });
}

export function useDoctorAnalytics() {
  return useQuery({ queryKey: queryKeys.doctorAnalytics, queryFn: () => api.get<DoctorAnalytics>('/api/doctors/my_analytics/') });
}

/** The doctor switches accepting appointments on or off. */
export function useToggleAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (doctorId: number) => api.post<{ id: number; is_available: boolean }>(`/api/doctors/${doctorId}/toggle_availability/`),
    onSuccess: (result) => {
      queryClient.setQueryData<DoctorListing>(queryKeys.myDoctorProfile, (old) => (old ? { ...old, is_available: result.is_available } : old));
    },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.doctorsAll }), queryClient.invalidateQueries({ queryKey: queryKeys.slotsAll })]),
  });
}

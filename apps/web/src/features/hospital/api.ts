// Queries and changes of a hospital's own portal: its profile, dashboard figures, analytics
// and doctors' quality (spec §7 Hospitals). Keys start with 'hospital'.

import type { HospitalAnalytics, HospitalDashboard, HospitalDetail, HospitalQuality, Session } from '@naijacare/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { invalidateFeature } from '../../api/invalidation';
import { hospitalProfileOf } from '../../auth/profiles';
import { sessionStore } from '../../auth/sessionStore';
import { useSession } from '../../auth/useSession';

export const hospitalQueries = {
  /** A hospital's public profile (the signed-in hospital's own, or the one a patient opens). */
  detail: (id: number) => queryOptions({ queryKey: ['hospital', 'detail', id] as const, queryFn: () => api.get<HospitalDetail>(`/api/hospitals/${id}/`) }),
  dashboard: (id: number) =>
    queryOptions({
      queryKey: ['hospital', 'dashboard', id] as const,
      queryFn: () => api.get<HospitalDashboard>(`/api/hospitals/${id}/dashboard/`),
      meta: { changesWith: ['appointments', 'hospital-services', 'patients'] },
    }),
  analytics: (id: number, months: number) =>
    queryOptions({
      queryKey: ['hospital', 'analytics', id, months] as const,
      queryFn: () => api.get<HospitalAnalytics>(`/api/hospitals/${id}/analytics/?months=${months}`),
      meta: { changesWith: ['appointments'] },
    }),
  quality: (id: number) =>
    queryOptions({
      queryKey: ['hospital', 'quality', id] as const,
      queryFn: () => api.get<HospitalQuality>(`/api/hospitals/${id}/quality/`),
      meta: { changesWith: ['appointments'] },
    }),
};

/** The signed-in hospital's profile id; 0 when the session is not a hospital's (the page is not shown then). */
export function useOwnHospitalId(): number {
  const session = useSession();
  return (session && hospitalProfileOf(session)?.id) || 0;
}

export const useHospitalDetail = (id: number) => useQuery({ ...hospitalQueries.detail(id), enabled: id > 0 });
export const useHospitalDashboard = (id: number) => useQuery({ ...hospitalQueries.dashboard(id), enabled: id > 0 });
export const useHospitalAnalytics = (id: number, months: number) => useQuery({ ...hospitalQueries.analytics(id, months), enabled: id > 0 });
export const useHospitalQuality = (id: number) => useQuery({ ...hospitalQueries.quality(id), enabled: id > 0 });

/** Saves the profile, with a new logo when one is chosen (then as multipart); the session's copy follows. */
export function useUpdateHospitalProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ changes, logo }: { changes: Record<string, unknown>; logo: File | null }) => {
      if (!logo) return api.patch<HospitalDetail>(`/api/hospitals/${id}/`, changes);
      const form = new FormData();
      for (const [field, value] of Object.entries(changes)) form.append(field, value === null || value === undefined ? '' : String(value));
      form.append('logo', logo);
      return api.patch<HospitalDetail>(`/api/hospitals/${id}/`, form);
    },
    onSuccess: async () => {
      // The header and dashboard read the name from the stored session.
      sessionStore.update(await api.get<Session>('/api/auth/profile/'));
    },
    onSettled: () => invalidateFeature(queryClient, 'hospital'),
  });
}

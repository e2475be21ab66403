// Queries of the platform analytics (spec §7 Analytics): the live figures of all Nigeria or one
// state, and the stored daily snapshots the charts draw.

import type { AnalyticsDaily, AnalyticsGenerated, DashboardAnalytics } from '@naijacare/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';

/** How many past days the charts show. */
export const CHART_DAYS = 30;

export const analyticsQueries = {
  dashboard: (state: string) =>
    queryOptions({
      queryKey: ['admin', 'analytics', 'dashboard', state] as const,
      queryFn: () => api.get<DashboardAnalytics>(`/api/analytics/dashboard_analytics/?state=${encodeURIComponent(state)}`),
    }),
  daily: (state: string) =>
    queryOptions({
      queryKey: ['admin', 'analytics', 'daily', state] as const,
      queryFn: () => api.get<AnalyticsDaily>(`/api/analytics/daily/?days=${CHART_DAYS}&state=${encodeURIComponent(state)}`),
    }),
};

export const useDashboardAnalytics = (state: string) => useQuery(analyticsQueries.dashboard(state));
export const useDailyAnalytics = (state: string) => useQuery(analyticsQueries.daily(state));

/** Stores yesterday's snapshots now, for all Nigeria and every state, without waiting for the night's sweep. */
export function useGenerateYesterday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const daily = await api.post<AnalyticsGenerated>('/api/analytics/generate_daily_analytics/', {});
      const states = await api.post<AnalyticsGenerated>('/api/analytics/generate_state_analytics/', {});
      return { day: daily.day, snapshots: daily.snapshots + states.snapshots };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'analytics'] }),
  });
}

// Reports (DOMAIN "Report"): anyone files one about a doctor's profile, a review or a chat message;
// the admins' queue and their decisions (hide, dismiss, restore). Every key starts with 'reports'.
// A decision changes what reviews, doctors and chats show, so those refetch with it.

import type { Paginated, Report, ReportInput, ReportStatus, ReportTargetType } from '@naijacare/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { invalidateFeature } from '../../api/invalidation';

export const REPORTS_PAGE_SIZE = 20;

export interface ReportFilter {
  status: ReportStatus | null;
  target_type: ReportTargetType | null;
  page: number;
}

export function reportParams(f: ReportFilter): URLSearchParams {
  const params = new URLSearchParams({ page: String(f.page), page_size: String(REPORTS_PAGE_SIZE) });
  if (f.status) params.set('status', f.status);
  if (f.target_type) params.set('target_type', f.target_type);
  return params;
}

export const reportQueries = {
  queue: (f: ReportFilter) =>
    queryOptions({
      queryKey: ['reports', 'queue', f] as const,
      queryFn: () => api.get<Paginated<Report>>(`/api/reports/?${reportParams(f)}`),
      placeholderData: keepPreviousData,
    }),
};

export const useReportQueue = (f: ReportFilter) => useQuery(reportQueries.queue(f));

export const useFileReport = () => useMutation({ mutationFn: (input: ReportInput) => api.post<Report>('/api/reports/', input) });

export type Decision = { id: number; action: 'action'; reason: string } | { id: number; action: 'dismiss' | 'restore' };

export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: Decision) => api.post<Report>(`/api/reports/${d.id}/${d.action}/`, d.action === 'action' ? { reason: d.reason } : {}),
    onSuccess: async () => {
      await Promise.all((['reports', 'reviews', 'doctors', 'chat'] as const).map((f) => invalidateFeature(queryClient, f)));
    },
  });
}

// The admin's search of the audit trail (GET /api/admin/audit-log/). The filters live in the
// page's address, so a user's page can link to the search already filtered by them.

import type { AdminAuditEntry, Paginated } from '@naijacare/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/http';

export const AUDIT_PAGE_SIZE = 25;

/** The filters the page's address may carry, in the API's own names. */
export const AUDIT_FILTERS = ['actor', 'patient', 'entity_type', 'entity_id', 'action', 'date_from', 'date_to'] as const;
export type AuditFilter = Partial<Record<(typeof AUDIT_FILTERS)[number], string>> & { page: number };

export function auditFilterOf(params: URLSearchParams): AuditFilter {
  const f: AuditFilter = { page: Math.max(1, Number(params.get('page')) || 1) };
  for (const key of AUDIT_FILTERS) {
    const value = params.get(key)?.trim();
    if (value) f[key] = value;
  }
  return f;
}

export function auditParams(f: AuditFilter): URLSearchParams {
  const params = new URLSearchParams({ page: String(f.page), page_size: String(AUDIT_PAGE_SIZE) });
  for (const key of AUDIT_FILTERS) {
    const value = f[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** The search filtered to what was done to one account (its decisions). */
export const auditOfAccount = (userId: number) => `/admin/audit?entity_type=user_account&entity_id=${userId}`;
/** The search filtered to what one person did. */
export const auditByActor = (userId: number) => `/admin/audit?actor=${userId}`;

export const auditQueries = {
  search: (f: AuditFilter) =>
    queryOptions({
      queryKey: ['admin', 'audit', f] as const,
      queryFn: () => api.get<Paginated<AdminAuditEntry>>(`/api/admin/audit-log/?${auditParams(f)}`),
      placeholderData: keepPreviousData,
    }),
};

export const useAuditSearch = (f: AuditFilter, enabled = true) => useQuery({ ...auditQueries.search(f), enabled });

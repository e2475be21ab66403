// The hospital's appointments (/hospital-appointments): its slots and its affiliated doctors'
// appointments, filtered and read a page at a time. The list is the appointments list of the
// server, so it changes with the 'appointments' feature; the actions are that feature's too.

import type { Appointment, AppointmentStatus } from '@naijacare/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/http';
import { isReversedRange } from '../../lib/dateRange';

export const HOSPITAL_PAGE_SIZE = 20;

export interface HospitalAppointmentFilter {
  status: AppointmentStatus | null;
  doctor: string | null;
  /** Lagos dates (YYYY-MM-DD), both included; empty means open-ended. */
  dateFrom: string;
  dateTo: string;
  page: number;
}

export const firstPage = (): HospitalAppointmentFilter => ({ status: null, doctor: null, dateFrom: '', dateTo: '', page: 1 });

/** Query string of one page: one row more than a page is asked for, to know whether a next page exists. */
export function hospitalListParams(f: HospitalAppointmentFilter): URLSearchParams {
  const params = new URLSearchParams({ limit: String(HOSPITAL_PAGE_SIZE + 1), offset: String((f.page - 1) * HOSPITAL_PAGE_SIZE) });
  if (f.status) params.set('status', f.status);
  if (f.doctor) params.set('doctor', f.doctor);
  if (f.dateFrom) params.set('date_from', f.dateFrom);
  if (f.dateTo) params.set('date_to', f.dateTo);
  return params;
}

export interface HospitalPage {
  rows: Appointment[];
  hasNext: boolean;
}

export const hospitalAppointmentQueries = {
  page: (f: HospitalAppointmentFilter) =>
    queryOptions({
      queryKey: ['hospital-appointments', 'page', f] as const,
      queryFn: async (): Promise<HospitalPage> => {
        const rows = await api.get<Appointment[]>(`/api/appointments/?${hospitalListParams(f)}`);
        return { rows: rows.slice(0, HOSPITAL_PAGE_SIZE), hasNext: rows.length > HOSPITAL_PAGE_SIZE };
      },
      meta: { changesWith: ['appointments'] },
      placeholderData: keepPreviousData,
      refetchInterval: 60_000,
    }),
};

/** A reversed date range is not asked for: the page shows why instead. */
export const useHospitalAppointments = (f: HospitalAppointmentFilter) =>
  useQuery({ ...hospitalAppointmentQueries.page(f), enabled: !isReversedRange(f.dateFrom, f.dateTo) });

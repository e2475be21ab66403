// Queries and changes for weekly schedules and free slots (spec §7 Doctor schedules).

import type { DoctorSchedule, Slot } from '@naijacare/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { invalidateFeature } from '../../api/invalidation';

/** What the interval form sends: the schedule's own fields, times as "HH:MM" Lagos time. */
export type IntervalInput = Pick<DoctorSchedule, 'day_of_week' | 'start_time' | 'end_time' | 'slot_minutes' | 'is_active'>;

export interface DaySlots {
  doctor_id: number;
  date: string;
  day_name: string;
  works_on_date: boolean;
  is_available: boolean;
  slots: Slot[];
}

export const scheduleQueries = {
  all: ['schedule'] as const,
  /** The signed-in doctor's own weekly intervals. */
  mine: () => queryOptions({ queryKey: ['schedule', 'mine'] as const, queryFn: () => api.get<DoctorSchedule[]>('/api/doctor-schedules/') }),
  /** One doctor's free slots on a Lagos date: a booking takes one, and an unavailable doctor offers none. */
  slots: (doctorId: number | null, date: string | null) =>
    queryOptions({
      queryKey: ['schedule', 'slots', doctorId ?? 0, date ?? ''] as const,
      queryFn: () => api.get<DaySlots>(`/api/doctor-schedules/available_slots/?doctor_id=${doctorId}&date=${date}`),
      enabled: doctorId !== null && !!date,
      meta: { changesWith: ['appointments', 'doctors'] },
    }),
};

export const useMySchedule = () => useQuery(scheduleQueries.mine());
export const useAvailableSlots = (doctorId: number | null, date: string | null) => useQuery(scheduleQueries.slots(doctorId, date));

/** A schedule change alters the doctor's free slots and the directory's (their queries change with 'schedule'). */
function useScheduleChange<V, R>(request: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => invalidateFeature(queryClient, 'schedule'),
  });
}

export const useAddInterval = () => useScheduleChange((input: IntervalInput) => api.post<DoctorSchedule>('/api/doctor-schedules/', input));

export const useUpdateInterval = () =>
  useScheduleChange(({ id, ...changes }: { id: number } & Partial<IntervalInput>) => api.patch<DoctorSchedule>(`/api/doctor-schedules/${id}/`, changes));

export const useRemoveInterval = () => useScheduleChange((id: number) => api.delete<null>(`/api/doctor-schedules/${id}/`));

// Query hooks for weekly schedules and free slots (spec §7 Doctor schedules).

import type { DoctorSchedule, Slot } from '@naijacare/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { asList } from './client';
import { api } from './http';
import { queryKeys } from './queryKeys';

export interface IntervalInput {
  day_of_week: number;
  /** "HH:MM", Lagos time. */
  start_time: string;
  end_time: string;
  slot_minutes: number;
  is_active: boolean;
}

export interface DaySlots {
  doctor_id: number;
  date: string;
  day_name: string;
  works_on_date: boolean;
  is_available: boolean;
  slots: Slot[];
}

/** The signed-in doctor's own weekly intervals. */
export function useMySchedule() {
  return useQuery({ queryKey: queryKeys.mySchedule, queryFn: async () => asList<DoctorSchedule>(await api.get('/api/doctor-schedules/')) });
}

/** One doctor's free slots on a Lagos date. */
export function useAvailableSlots(doctorId: number | null, date: string | null) {
  return useQuery({
    queryKey: queryKeys.slots(doctorId ?? 0, date ?? ''),
    queryFn: () => api.get<DaySlots>(`/api/doctor-schedules/available_slots/?doctor_id=${doctorId}&date=${date}`),
    enabled: doctorId !== null && !!date,
  });
}

/** A schedule change alters the doctor's free slots and the directory's. */
function useScheduleChange<V, R>(request: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () =>
      Promise.all([queryKeys.mySchedule, queryKeys.slotsAll, queryKeys.doctorsAll].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useAddInterval = () => useScheduleChange((input: IntervalInput) => api.post<DoctorSchedule>('/api/doctor-schedules/', input));

export const useUpdateInterval = () =>
  useScheduleChange(({ id, ...changes }: { id: number } & Partial<IntervalInput>) => api.patch<DoctorSchedule>(`/api/doctor-schedules/${id}/`, changes));

export const useRemoveInterval = () => useScheduleChange((id: number) => api.delete<null>(`/api/doctor-schedules/${id}/`));

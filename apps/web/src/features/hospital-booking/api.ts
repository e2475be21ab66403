// Queries and changes for a hospital's open slots (/hospital-booking): its affiliated doctors,
// its slots still unbooked, publishing a batch (or previewing it) and withdrawing a slot.
// Slots are appointments: every key here changes with the 'appointments' feature, and every
// change here refreshes it.

import type { Appointment, DoctorListing, OpenSlotBatchInput, OpenSlotBatchResult } from '@naijacare/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { invalidateFeature } from '../../api/invalidation';
import { i18n } from '../../i18n/appCatalogue';
import { errorMessage } from '../../lib/errors';
import { whenText } from '../../lib/format';
import { toast } from '../../shell/toasts';

const changesWithAppointments = { changesWith: ['appointments', 'doctors'] } as const;

export const hospitalBookingQueries = {
  /** The hospital's approved affiliated doctors (the directory filters by affiliation). */
  doctors: (hospitalId: number) =>
    queryOptions({
      queryKey: ['hospital-booking', 'doctors', hospitalId] as const,
      queryFn: () => api.get<DoctorListing[]>(`/api/doctors/?hospital=${hospitalId}`),
      enabled: hospitalId > 0,
      meta: changesWithAppointments,
    }),
  /** The hospital's own slots nobody has booked yet, soonest first. */
  openSlots: (hospitalId: number) =>
    queryOptions({
      queryKey: ['hospital-booking', 'open-slots', hospitalId] as const,
      queryFn: () => {
        const params = new URLSearchParams({
          hospital: String(hospitalId),
          patient__isnull: 'true',
          status: 'scheduled',
          schedule_creator: 'hospital',
          show_all: 'true',
        });
        return api.get<Appointment[]>(`/api/appointments/?${params}`);
      },
      meta: changesWithAppointments,
      refetchInterval: 60_000,
    }),
};

export const useAffiliatedDoctors = (hospitalId: number) => useQuery(hospitalBookingQueries.doctors(hospitalId));
export const useHospitalOpenSlots = (hospitalId: number) => useQuery(hospitalBookingQueries.openSlots(hospitalId));

/** Previews (dry_run) or publishes a batch; a form shows the answer, so no toast here. */
export function usePublishSlots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OpenSlotBatchInput) => api.post<OpenSlotBatchResult>('/api/appointments/open_slots/', input),
    onSettled: (result) => {
      if (result && !result.dry_run) return invalidateFeature(queryClient, 'appointments');
    },
  });
}

/**
 * Withdraws an unbooked slot. The toast lives here: the row that asked leaves the list when it
 * refreshes. A patient may have booked it a moment before; the server then says so (409).
 */
export function useWithdrawSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slot: Pick<Appointment, 'id'>) => api.post<Appointment>(`/api/appointments/${slot.id}/withdraw/`),
    onSuccess: (slot) => toast.success(whenText(slot.scheduled_at), i18n.t('hospitalBooking.withdrawn')),
    onError: (error) => toast.error(errorMessage(error, i18n.t('hospitalBooking.withdrawFailed'))),
    onSettled: () => invalidateFeature(queryClient, 'appointments'),
  });
}

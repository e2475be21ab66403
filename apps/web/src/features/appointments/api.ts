// Queries and changes for appointments (spec §7 Appointments): the caller's list, hospital open
// slots, requests, bookings and every status change.

import type { Appointment, AppointmentType } from '@naijacare/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { invalidateFeature } from '../../api/invalidation';
import { i18n } from '../../i18n/appCatalogue';
import { errorMessage } from '../../lib/errors';
import { whenText } from '../../lib/format';
import { toast } from '../../shell/toasts';

export interface AppointmentFilter {
  search?: string;
  /** 'all' or a type; 'all' is not sent. */
  appointment_type?: AppointmentType | 'all';
}

/**
 * Lists are polled so a page left open stays true: the server decides `allowed_actions`
 * (Start session from 15 minutes before, Mark no-show after the start) and other people
 * request, approve and cancel in the meantime.
 */
export const APPOINTMENT_REFRESH_MS = 60_000;

/** Query string of the list call: empty values and the 'all' type are left out. */
export function appointmentListParams(filter: AppointmentFilter): URLSearchParams {
  const params = new URLSearchParams({ show_all: 'true' });
  const search = filter.search?.trim();
  if (search) params.set('search', search);
  if (filter.appointment_type && filter.appointment_type !== 'all') params.set('appointment_type', filter.appointment_type);
  return params;
}

const OPEN_SLOT_PARAMS = { patient__isnull: 'true', status: 'scheduled', schedule_creator: 'hospital' };

export const appointmentQueries = {
  all: ['appointments'] as const,
  /** The signed-in patient's or doctor's appointments, newest first. */
  list: (filter: AppointmentFilter = {}) =>
    queryOptions({
      queryKey: ['appointments', 'list', { search: filter.search?.trim() || undefined, appointment_type: filter.appointment_type }] as const,
      queryFn: () => api.get<Appointment[]>(`/api/appointments/?${appointmentListParams(filter)}`),
      refetchInterval: APPOINTMENT_REFRESH_MS,
    }),
  /** Open slots published by hospitals and still free, soonest first. */
  openSlots: (hospitalId?: number) =>
    queryOptions({
      queryKey: ['appointments', 'open-slots', hospitalId ?? 'any'] as const,
      queryFn: () => {
        const params = new URLSearchParams(OPEN_SLOT_PARAMS);
        if (hospitalId) params.set('doctor__hospital_affiliations__hospital', String(hospitalId));
        return api.get<Appointment[]>(`/api/appointments/?${params}`);
      },
      refetchInterval: APPOINTMENT_REFRESH_MS,
    }),
  /** One appointment of the caller's (the chat and call pages show it); a 404 for anyone else's. */
  one: (id: number) =>
    queryOptions({
      queryKey: ['appointments', 'one', id] as const,
      queryFn: () => api.get<Appointment>(`/api/appointments/${id}/`),
      refetchInterval: APPOINTMENT_REFRESH_MS,
    }),
  /** A doctor's appointments with one of their patients. */
  byPatient: (patientId: number | null) =>
    queryOptions({
      queryKey: ['appointments', 'by-patient', patientId ?? 0] as const,
      queryFn: () => api.get<Appointment[]>(`/api/appointments/by_patient/?patient_id=${patientId}`),
      enabled: patientId !== null,
      refetchInterval: APPOINTMENT_REFRESH_MS,
    }),
};

export const useAppointments = (filter: AppointmentFilter = {}) => useQuery(appointmentQueries.list(filter));
export const useOpenSlots = (hospitalId?: number) => useQuery(appointmentQueries.openSlots(hospitalId));
export const usePatientAppointments = (patientId: number | null) => useQuery(appointmentQueries.byPatient(patientId));

/** What a change tells the person: a title for success, and the words when the server gives none on failure. */
export interface ChangeFeedback<V> {
  done: (vars: V, result: Appointment) => { title: string; message: string };
  failed: string;
}

/**
 * The feedback lives in the mutation itself, not in `mutate()` callbacks: the card or row that
 * started a change often leaves its list when the list refreshes (a pending request approved,
 * a conflicting change refused), and `mutate()` callbacks die with it.
 */
function useAppointmentChange<V>(request: (vars: V) => Promise<Appointment>, feedback?: ChangeFeedback<V>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (result, vars) => {
      if (!feedback) return;
      const { title, message } = feedback.done(vars, result);
      toast.success(message, title);
    },
    onError: (error) => {
      if (feedback) toast.error(errorMessage(error, feedback.failed));
    },
    // Lists, free slots, the directory, patients' counts, analytics and notifications all change with it.
    onSettled: () => invalidateFeature(queryClient, 'appointments'),
  });
}

/** What the booking form sends: `scheduled_at` is the slot's `start` (a UTC instant) exactly as the server sent it. */
export type BookingRequest = Pick<Appointment, 'doctor' | 'scheduled_at' | 'appointment_type'> & { reason?: string };

/** A patient requests one of a doctor's free slots; it starts as pending. */
export const useRequestAppointment = () =>
  useAppointmentChange((booking: BookingRequest) => api.post<Appointment>('/api/appointments/', { ...booking, reason: booking.reason || null }));

/** A patient takes a hospital's open slot. */
export const useBookOpenSlot = () =>
  useAppointmentChange(({ id, reason }: { id: number; reason?: string }) =>
    api.post<Appointment>(`/api/appointments/${id}/book_slot/`, reason ? { reason } : {}),
  );

/** The status changes of an appointment, one call each (spec §4). */
export type AppointmentChange =
  | { id: number; action: 'approve' }
  | { id: number; action: 'reject'; reason: string }
  | { id: number; action: 'cancel'; reason: string }
  | { id: number; action: 'start_session' }
  | { id: number; action: 'end_session' }
  | { id: number; action: 'no_show' };

export function sendAppointmentChange(change: AppointmentChange): Promise<Appointment> {
  const base = `/api/appointments/${change.id}`;
  switch (change.action) {
    case 'approve':
      return api.patch(`${base}/approve_appointment/`);
    case 'reject':
      return api.patch(`${base}/reject_appointment/`, { reason: change.reason });
    case 'cancel':
      return api.post(`${base}/cancel/`, { cancellation_reason: change.reason });
    case 'start_session':
      return api.post(`${base}/start_session/`);
    case 'end_session':
      return api.post(`${base}/end_session/`);
    case 'no_show':
      return api.patch(`${base}/update_status/`, { status: 'no_show' });
  }
}

/** The title of each change's success toast (appointments.done.<action>), looked up when shown. */
export const changeDoneTitle = (action: AppointmentChange['action']): string => i18n.t(`appointments.done.${action}`);

export const useAppointmentChangeMutation = () =>
  useAppointmentChange(sendAppointmentChange, {
    done: (change, result) => ({ title: changeDoneTitle(change.action), message: whenText(result.scheduled_at) }),
    get failed() {
      return i18n.t('appointments.changeFailed');
    },
  });

/** The doctor's private notes on an appointment. */
export const useSaveAppointmentNotes = () =>
  useAppointmentChange(({ id, notes }: { id: number; notes: string }) => api.put<Appointment>(`/api/appointments/${id}/`, { notes: notes || null }));

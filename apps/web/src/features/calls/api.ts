// Queries and steps of an appointment's call (spec §7 "Calls"). The call's state lives on the
// server: each step answers the call as it now is, and the other party's steps arrive as `call`
// events on the appointment's topic, which replace the cached call.

import type { Call, CallRecording, IceServer } from '@naijacare/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../api/http';

export const callQueries = {
  /** The appointment's latest call, or null before the first. */
  latest: (appointmentId: number) =>
    queryOptions({
      queryKey: ['calls', 'latest', appointmentId] as const,
      queryFn: async () => (await api.get<Call[]>(`/api/calls/by_appointment/?appointment_id=${appointmentId}`))[0] ?? null,
    }),
  iceServers: () =>
    queryOptions({
      queryKey: ['calls', 'ice-servers'] as const,
      queryFn: async () => (await api.get<{ ice_servers: IceServer[] }>('/api/calls/ice_servers/')).ice_servers,
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

export const callSteps = {
  open: (appointmentId: number) => api.post<Call>('/api/calls/', { appointment: appointmentId }),
  join: (callId: number) => api.patch<Call>(`/api/calls/${callId}/join_call/`),
  start: (callId: number) => api.patch<Call>(`/api/calls/${callId}/start_call/`),
  end: (callId: number, endSession: boolean) => api.patch<Call>(`/api/calls/${callId}/end_call/`, { end_session: endSession || undefined }),
};

/** A call as the server now has it (from a step's answer or an event) replaces the cached one. */
export function storeCall(queryClient: QueryClient, call: Call) {
  queryClient.setQueryData(callQueries.latest(call.appointment).queryKey, (known: Call | null | undefined) => (known && known.id > call.id ? known : call));
}

export const recordingQueries = {
  /** A call's recordings, for both parties (playable once ready). */
  byCall: (callId: number) =>
    queryOptions({
      queryKey: ['calls', 'recordings', callId] as const,
      queryFn: () => api.get<CallRecording[]>(`/api/call-recordings/by_call/?call_id=${callId}`),
    }),
};

export const recordingSteps = {
  /** My own consent, shown to the other party at once. */
  consent: (callId: number, consent: boolean) => api.patch<Call>(`/api/calls/${callId}/recording_consent/`, { consent }),
  start: (callId: number) => {
    const form = new FormData();
    form.set('call', String(callId));
    form.set('consent', 'true');
    return api.post<CallRecording>('/api/call-recordings/', form);
  },
  piece: async (recordingId: number, sequence: number, data: Blob) => {
    const form = new FormData();
    form.set('sequence', String(sequence));
    form.set('chunk', data, `piece-${sequence}.webm`);
    await api.post<CallRecording>(`/api/call-recordings/${recordingId}/chunks/`, form);
  },
  /** Closes the recording; without a length when this page did not record it (a closed tab's). */
  ready: async (recordingId: number, durationSeconds?: number) => {
    await api.patch<CallRecording>(`/api/call-recordings/${recordingId}/mark_ready/`, { duration_seconds: durationSeconds });
  },
  /** The recording's bytes for the in-page player. */
  file: (recordingId: number) => api.download(`/api/call-recordings/${recordingId}/file/?inline=1`),
};

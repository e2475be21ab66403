// Whether a patient still shares their record with the hospital, as the hospital's open pages of
// it learn: a revocation by the patient or an admin sends the hospital a notification, and its
// arrival over the realtime channel (which refetches every query that changes with
// notifications) checks again at once; so does showing the tab again, and a slow poll covers a
// channel that is down. The check reads the hospital's list of accesses, not the record, so it
// adds nothing to the patient's "who viewed my record".

import type { Paginated, PatientHospitalAccess } from '@naijacare/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/http';
import { errorStatusOf } from '../../lib/errors';

/** How often an open page checks when no event came: a lost event costs at most this long. */
export const STILL_SHARED_POLL_MS = 60_000;

export const stillSharedQuery = (patientId: number) =>
  queryOptions({
    queryKey: ['access', 'still-shared', patientId] as const,
    queryFn: async () => {
      const query = new URLSearchParams({ patient: String(patientId), status: 'active', page_size: '1' });
      return (await api.get<Paginated<PatientHospitalAccess>>(`/api/patient-hospital-access/?${query}`)).count > 0;
    },
    meta: { changesWith: ['notifications'] },
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    refetchInterval: STILL_SHARED_POLL_MS,
  });

/** The server refusing the patient's record to the hospital: the access has ended (404), or is not its own (403). */
export const isRefused = (error: unknown): boolean => {
  const status = errorStatusOf(error);
  return status === 403 || status === 404;
};

/** False once the hospital is known to have lost the patient's access; true while it has it or until known. */
export function useStillShared(patientId: number | null): boolean {
  const query = useQuery({ ...stillSharedQuery(patientId ?? 0), enabled: patientId !== null });
  return patientId !== null && query.data !== false;
}

// Queries for patients (spec §7 Patients): a doctor's own patients.

import type { PatientSummary } from '@naijacare/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/http';

export const patientQueries = {
  all: ['patients'] as const,
  /** The doctor's patients with appointment counts and their last and next appointment. */
  list: (search: string) => {
    const term = search.trim();
    return queryOptions({
      queryKey: ['patients', 'list', term] as const,
      queryFn: () => api.get<PatientSummary[]>(`/api/patients/${term ? `?${new URLSearchParams({ search: term })}` : ''}`),
      placeholderData: keepPreviousData,
      // Counts and the last and next appointment move with every booking.
      meta: { changesWith: ['appointments'] },
    });
  },
  /** One patient opened: the health facts the list leaves out (the patient is shown that it was opened). */
  one: (id: number) =>
    queryOptions({
      queryKey: ['patients', 'one', id] as const,
      queryFn: () => api.get<PatientSummary>(`/api/patients/${id}/`),
    }),
};

export const usePatient = (id: number) => useQuery(patientQueries.one(id));
export const useMyPatients = (search: string) => useQuery(patientQueries.list(search));

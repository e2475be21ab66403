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
};

export const useMyPatients = (search: string) => useQuery(patientQueries.list(search));

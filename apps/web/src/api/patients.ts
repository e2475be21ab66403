// Query hooks for patients (spec §7 Patients): a doctor's own patients.

import type { PatientSummary } from '@naijacare/contracts';
import { useQuery } from '@tanstack/react-query';
import { asList } from './client';
import { api } from './http';
import { queryKeys } from './queryKeys';

/** The doctor's patients with appointment counts and their last and next appointment. */
export function useMyPatients(search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: queryKeys.patients(term),
    queryFn: async () => asList<PatientSummary>(await api.get(`/api/patients/${term ? `?${new URLSearchParams({ search: term })}` : ''}`)),
    placeholderData: (previous) => previous,
  });
}

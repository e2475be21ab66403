// Queries and changes of a hospital's services (spec §7 Hospital services). Keys start with
// 'hospital-services'; row changes toast here, since a row may leave the list when it refreshes.

import type { CreateHospitalServiceInput, HospitalService, UpdateHospitalServiceInput } from '@naijacare/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { invalidateFeature } from '../../api/invalidation';
import { i18n } from '../../i18n/appCatalogue';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../shell/toasts';

export const hospitalServiceQueries = {
  /** The hospital's services: the active ones, or all of them for the hospital itself. */
  of: (hospitalId: number) =>
    queryOptions({
      queryKey: ['hospital-services', hospitalId] as const,
      queryFn: () => api.get<HospitalService[]>(`/api/hospital-services/?hospital=${hospitalId}`),
    }),
};

export const useHospitalServices = (hospitalId: number) => useQuery({ ...hospitalServiceQueries.of(hospitalId), enabled: hospitalId > 0 });

function useServiceChange<V, R>(request: (vars: V) => Promise<R>, feedback?: { done: (vars: V, saved: R) => void; failed: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: feedback ? (saved: R, vars: V) => feedback.done(vars, saved) : undefined,
    onError: feedback ? (error: Error) => toast.error(errorMessage(error, i18n.t(feedback.failed as never))) : undefined,
    onSettled: () => invalidateFeature(queryClient, 'hospital-services'),
  });
}

export const useAddService = () => useServiceChange((input: CreateHospitalServiceInput) => api.post<HospitalService>('/api/hospital-services/', input));

export const useUpdateService = () =>
  useServiceChange(({ id, ...changes }: { id: number } & UpdateHospitalServiceInput) => api.patch<HospitalService>(`/api/hospital-services/${id}/`, changes));

/** Switching a service on or off from its row. */
export const useToggleService = () =>
  useServiceChange((service: HospitalService) => api.patch<HospitalService>(`/api/hospital-services/${service.id}/`, { is_active: !service.is_active }), {
    done: (_service, saved) => toast.success(saved.name, saved.is_active ? i18n.t('hospitalServices.activated') : i18n.t('hospitalServices.deactivated')),
    failed: 'hospitalServices.changeFailed',
  });

export const useDeleteService = () =>
  useServiceChange((service: HospitalService) => api.delete<null>(`/api/hospital-services/${service.id}/`), {
    done: (service) => toast.success(service.name, i18n.t('hospitalServices.deleted')),
    failed: 'hospitalServices.deleteFailed',
  });

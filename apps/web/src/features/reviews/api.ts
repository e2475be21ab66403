// Reviews (DOMAIN "Review"): a doctor's reviews with their rating, my own (which appointments I
// rated), one doctor's listing for their page, and rating an appointment. Every key starts with
// 'reviews'; a moderator's decision (feature 'reports') changes what they show.

import type { DoctorListing, Review, ReviewInput, ReviewPage } from '@naijacare/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { invalidateFeature } from '../../api/invalidation';

export const REVIEWS_PAGE_SIZE = 10;
const meta = { changesWith: ['reports'] } as const;

export const reviewQueries = {
  ofDoctor: (doctorId: number, page: number) =>
    queryOptions({
      queryKey: ['reviews', 'doctor', doctorId, page] as const,
      queryFn: () => api.get<ReviewPage>(`/api/reviews/?doctor=${doctorId}&page=${page}&page_size=${REVIEWS_PAGE_SIZE}`),
      placeholderData: keepPreviousData,
      meta,
    }),
  /** My reviews: enough to know which of my appointments I rated. */
  mine: () =>
    queryOptions({
      queryKey: ['reviews', 'mine'] as const,
      queryFn: () => api.get<ReviewPage>('/api/reviews/?mine=true&page_size=100'),
      meta,
    }),
  doctor: (doctorId: number) =>
    queryOptions({
      queryKey: ['reviews', 'listing', doctorId] as const,
      queryFn: () => api.get<DoctorListing>(`/api/doctors/${doctorId}/`),
      meta,
    }),
  myProfile: () =>
    queryOptions({
      queryKey: ['reviews', 'my-profile'] as const,
      queryFn: () => api.get<DoctorListing>('/api/doctors/my_profile/'),
      meta,
    }),
};

export const useDoctorReviews = (doctorId: number, page: number) => useQuery(reviewQueries.ofDoctor(doctorId, page));
export const useMyReviews = (enabled: boolean) => useQuery({ ...reviewQueries.mine(), enabled });
export const useDoctorListing = (doctorId: number) => useQuery(reviewQueries.doctor(doctorId));
export const useMyDoctorProfile = () => useQuery(reviewQueries.myProfile());

export function useRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => api.post<Review>('/api/reviews/', input),
    onSuccess: async () => {
      await Promise.all([invalidateFeature(queryClient, 'reviews'), invalidateFeature(queryClient, 'doctors')]);
    },
  });
}

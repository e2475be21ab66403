// Queries and changes for accounts: sign-in, registration, profile and password (spec §7 Auth).

import type { AuthResponse, DemoAccounts, Session, Tokens, User } from '@naijacare/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { sessionStore, storedTokens } from '../../auth/sessionStore';

/** A doctor's registration answer: the account, but no tokens until approved. */
export interface RegisterResponse extends Partial<AuthResponse> {
  status?: string;
  message?: string;
}

export interface HospitalRegisterResponse {
  message: string;
  user: Session['user'];
  hospital: Session['profile'];
}

export interface ChangePasswordResponse {
  message: string;
  tokens: Tokens;
}

export type Payload = Record<string, unknown>;

/** The sign-in form: the account's username and its password. */
export type Credentials = Pick<User, 'username'> & { password: string };

export const authQueries = {
  all: ['auth'] as const,
  /** The signed-in user and profile, fresh from the server; kept in step with the stored session. */
  profile: (enabled = true) =>
    queryOptions({
      queryKey: ['auth', 'profile'] as const,
      queryFn: async () => {
        const session = await api.get<Session>('/api/auth/profile/');
        sessionStore.update(session);
        return session;
      },
      enabled,
    }),
  demoAccounts: () =>
    queryOptions({
      queryKey: ['auth', 'demo-accounts'] as const,
      queryFn: () => api.get<DemoAccounts>('/api/auth/demo-accounts/', { anonymous: true }),
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
};

export const useProfile = (enabled = true) => useQuery(authQueries.profile(enabled));
export const useDemoAccounts = () => useQuery(authQueries.demoAccounts());

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) => api.post<AuthResponse>('/api/auth/login/', credentials, { anonymous: true }),
    onSuccess: (response) => {
      queryClient.clear();
      sessionStore.signIn(response);
    },
  });
}

/** JSON, or multipart FormData when a doctor attaches a professional photo. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: Payload | FormData) => api.post<RegisterResponse>('/api/auth/register/', payload, { anonymous: true }),
    onSuccess: (response) => {
      // Patients are signed in at once; doctors wait for approval and get no tokens.
      if (response.tokens && response.user && response.user_type) {
        queryClient.clear();
        sessionStore.signIn(response as AuthResponse);
      }
    },
  });
}

export function useHospitalRegister() {
  return useMutation({
    mutationFn: (payload: Payload) => api.post<HospitalRegisterResponse>('/api/hospitals/register/', payload, { anonymous: true }),
  });
}

/** Ends the server session of the stored refresh token, then forgets the local session whatever the answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const refresh = storedTokens.refresh();
      try {
        if (refresh) await api.post('/api/auth/logout/', { refresh_token: refresh }, { anonymous: true });
      } catch (error) {
        console.warn('The server could not be told about the sign-out; the refresh token will expire on its own.', error);
      } finally {
        sessionStore.clear('signed-out');
        queryClient.clear();
      }
    },
  });
}

/** JSON, or multipart FormData when a photo is attached. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Payload | FormData) => api.put<Session>('/api/auth/profile/update/', body),
    onSuccess: (session) => {
      sessionStore.update(session);
      queryClient.setQueryData(authQueries.profile().queryKey, session);
    },
  });
}

/** Every other session ends on the server; the answer carries this one's new tokens. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { old_password: string; new_password: string; new_password_confirm: string }) =>
      api.post<ChangePasswordResponse>('/api/auth/change-password/', body),
    onSuccess: (response) => storedTokens.save(response.tokens),
  });
}

// Query keys in one place so invalidation after a change hits the right caches.

export const queryKeys = {
  profile: ['auth', 'profile'] as const,
  demoAccounts: ['auth', 'demo-accounts'] as const,
  adminUsers: (filter: Record<string, string | undefined> = {}) => ['admin', 'users', filter] as const,
  adminUsersAll: ['admin', 'users'] as const,
};

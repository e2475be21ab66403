// Signing out: end the server session, forget the local one, go to /login.

import { useNavigate } from 'react-router';
import { useLogout } from '../features/auth/api';

export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  return {
    // The promise settles even after the header unmounts (the guard redirects as soon as the session is gone),
    // and the local session is forgotten even if the server could not be reached.
    signOut: () => {
      logout.mutateAsync().finally(() => navigate('/login', { replace: true }));
    },
    signingOut: logout.isPending,
  };
}

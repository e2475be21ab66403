// Route guards (spec §2, §6). Convenience only: the server decides every permission.

import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { WrongRolePage } from '../features/errors/WrongRolePage';
import { type FromState, fromStateOf, returnPathOf } from './returnPath';
import { landingPath, type Role, roleOf } from './roles';
import { sessionStore } from './sessionStore';
import { useSession } from './useSession';

/** The signed-in area: visitors without a session go to /login, remembering where they were. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    // After a deliberate sign-out the next person should start at their own landing page.
    const state: FromState | undefined = sessionStore.endedBySignOut() ? undefined : fromStateOf(location);
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

/** /login, /register, /hospital-register: a signed-in person goes back where they came from, else to their landing page. */
export function PublicOnly() {
  const session = useSession();
  const location = useLocation();
  if (session) return <Navigate to={returnPathOf(location.state) ?? landingPath(session)} replace />;
  return <Outlet />;
}

/** Patient and doctor pages: admins are sent to /admin; hospital accounts to their own dashboard. */
export function PatientOrDoctorOnly() {
  const session = useSession();
  const role = session ? roleOf(session) : null;
  if (role === 'admin') return <Navigate to="/admin" replace />;
  // Hospital accounts have their own pages; these have nothing for them.
  if (role === 'hospital') return <Navigate to="/hospital-dashboard" replace />;
  return <Outlet />;
}

/** Pages of patients, doctors and hospitals alike: an admin is sent to `adminPath`, their side of the same thing. */
export function NotForAdmins({ adminPath }: { adminPath: string }) {
  const session = useSession();
  if (session && roleOf(session) === 'admin') return <Navigate to={adminPath} replace />;
  return <Outlet />;
}

/** Pages of people with money (the wallet): patients, doctors and hospitals; admins have none and go to /admin. */
export const WalletHolderOnly = () => <NotForAdmins adminPath="/admin" />;

/** The index route: each role's landing page. */
export function HomeRedirect() {
  const session = useSession();
  return <Navigate to={session ? landingPath(session) : '/login'} replace />;
}

/** What a person of another role is told on a page that is not for them. */
const FOR_ROLE = {
  admin: { title: 'pages.wrongRole.adminTitle', explanation: 'pages.wrongRole.adminExplanation' },
  hospital: { title: 'pages.wrongRole.hospitalTitle', explanation: 'pages.wrongRole.hospitalExplanation' },
} as const;

/**
 * The admin area (/admin/*) or the hospital area (/hospital-*): anyone else is told the page is
 * not for them, and given their way back, instead of a page that half-works for the wrong role.
 */
export function RoleOnly({ accountRole }: { accountRole: Extract<Role, 'admin' | 'hospital'> }) {
  const { t } = useTranslation();
  const session = useSession();
  if (session && roleOf(session) !== accountRole)
    return <WrongRolePage title={t(FOR_ROLE[accountRole].title)} explanation={t(FOR_ROLE[accountRole].explanation)} />;
  return <Outlet />;
}

// What a session's role means for where the person lands and what they are called.

import type { Session } from '@naijacare/contracts';
import { i18n } from '../i18n/i18n';

export type Role = 'patient' | 'doctor' | 'hospital' | 'admin';

/** A superuser counts as an admin whatever their user type. */
export function roleOf(session: Pick<Session, 'user_type' | 'is_superuser'>): Role {
  if (session.is_superuser || session.user_type === 'admin') return 'admin';
  return session.user_type;
}

export const roleLabel = (session: Pick<Session, 'user_type' | 'is_superuser'>): string => i18n.t(`roles.${roleOf(session)}`);

const LANDING: Record<Role, string> = { hospital: '/hospital-dashboard', admin: '/admin', patient: '/dashboard', doctor: '/dashboard' };

/** Where a person goes after signing in, or when opening / (spec §2). */
export const landingPath = (session: Pick<Session, 'user_type' | 'is_superuser'>): string => LANDING[roleOf(session)];

/** Patient and doctor pages an admin is sent away from, to /admin. */
export const ADMIN_REDIRECTED_PATHS = ['/dashboard', '/appointments', '/my-health', '/my-patients', '/prescriptions', '/my-schedule', '/doctors'] as const;

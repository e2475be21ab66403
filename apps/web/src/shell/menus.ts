// The main menu by role (spec §2 "Navigation menu by role").

import type { Role } from '../auth/roles';

export interface NavItem {
  label: string;
  /** A link; absent for a group that only opens its children. */
  to?: string;
  children?: NavItem[];
}

const PROFILE: NavItem = { label: 'Profile', to: '/profile' };

const MENUS: Record<Role, NavItem[]> = {
  hospital: [
    { label: 'Dashboard', to: '/hospital-dashboard' },
    {
      label: 'Staff & Patients',
      children: [
        { label: 'Doctor Affiliations', to: '/hospital-affiliations' },
        { label: 'Active Doctors', to: '/hospital-doctors' },
        { label: 'Patients', to: '/hospital-patients' },
        { label: 'Profile Settings', to: '/hospital-settings' },
      ],
    },
    { label: 'Appointments', to: '/hospital-appointments' },
    { label: 'Quality Assurance', to: '/hospital-quality' },
  ],
  patient: [{ label: 'Dashboard', to: '/dashboard' }, { label: 'Doctors', to: '/doctors' }, { label: 'My Health', to: '/my-health' }, PROFILE],
  doctor: [
    { label: 'Dashboard', to: '/dashboard' },
    { label: 'My Patients', to: '/my-patients' },
    { label: 'Schedule & Analytics', to: '/my-schedule' },
    PROFILE,
  ],
  admin: [{ label: 'Admin Dashboard', to: '/admin' }, PROFILE],
};

export const menuFor = (role: Role): NavItem[] => MENUS[role];

// The main menu by role (spec §2 "Navigation menu by role").

import type { Role } from '../auth/roles';
import { i18n } from '../i18n/appCatalogue';

export interface NavItem {
  label: string;
  /** A link; absent for a group that only opens its children. */
  to?: string;
  children?: NavItem[];
}

// Built on each call, so the labels are in the language of the moment.
const menus = (t: typeof i18n.t): Record<Role, NavItem[]> => {
  const PROFILE: NavItem = { label: t('shell.menu.profile'), to: '/profile' };
  const WALLET: NavItem = { label: t('shell.menu.wallet'), to: '/wallet' };
  return {
    hospital: [
      { label: t('shell.menu.dashboard'), to: '/hospital-dashboard' },
      {
        label: t('shell.menu.staffAndPatients'),
        children: [
          { label: t('shell.menu.doctorAffiliations'), to: '/hospital-affiliations' },
          { label: t('shell.menu.activeDoctors'), to: '/hospital-doctors' },
          { label: t('shell.menu.patients'), to: '/hospital-patients' },
          { label: t('shell.menu.profileSettings'), to: '/hospital-settings' },
        ],
      },
      { label: t('shell.menu.appointments'), to: '/hospital-appointments' },
      { label: t('shell.menu.qualityAssurance'), to: '/hospital-quality' },
      WALLET,
    ],
    patient: [
      { label: t('shell.menu.dashboard'), to: '/dashboard' },
      { label: t('shell.menu.doctors'), to: '/doctors' },
      { label: t('shell.menu.myHealth'), to: '/my-health' },
      WALLET,
      PROFILE,
    ],
    doctor: [
      { label: t('shell.menu.dashboard'), to: '/dashboard' },
      { label: t('shell.menu.myPatients'), to: '/my-patients' },
      { label: t('shell.menu.scheduleAndAnalytics'), to: '/my-schedule' },
      WALLET,
      PROFILE,
    ],
    admin: [{ label: t('shell.menu.adminDashboard'), to: '/admin' }, PROFILE],
  };
};

export const menuFor = (role: Role): NavItem[] => menus(i18n.t)[role];

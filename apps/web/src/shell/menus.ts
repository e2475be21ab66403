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
  const SUPPORT: NavItem = { label: t('shell.menu.support'), to: '/support' };
  const DISPUTES: NavItem = { label: t('disputes.menu'), to: '/disputes' };
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
      SUPPORT,
    ],
    patient: [
      { label: t('shell.menu.dashboard'), to: '/dashboard' },
      { label: t('shell.menu.doctors'), to: '/doctors' },
      { label: t('shell.menu.myHealth'), to: '/my-health' },
      WALLET,
      DISPUTES,
      SUPPORT,
      PROFILE,
    ],
    doctor: [
      { label: t('shell.menu.dashboard'), to: '/dashboard' },
      { label: t('shell.menu.myPatients'), to: '/my-patients' },
      { label: t('shell.menu.scheduleAndAnalytics'), to: '/my-schedule' },
      { label: t('reviews.myPage'), to: '/doctor/reviews' },
      WALLET,
      DISPUTES,
      SUPPORT,
      PROFILE,
    ],
    admin: [
      { label: t('shell.menu.adminDashboard'), to: '/admin' },
      { label: t('shell.menu.adminUsers'), to: '/admin/users' },
      { label: t('disputes.menu'), to: '/admin/disputes' },
      { label: t('shell.menu.payments'), to: '/admin/payments' },
      { label: t('moderation.admin.title'), to: '/admin/moderation' },
      { label: t('shell.menu.support'), to: '/admin/support' },
      { label: t('shell.menu.adminAudit'), to: '/admin/audit' },
      PROFILE,
    ],
  };
};

export const menuFor = (role: Role): NavItem[] => menus(i18n.t)[role];

const linksOf = (items: NavItem[]): string[] => items.flatMap((i) => [...(i.to ? [i.to] : []), ...linksOf(i.children ?? [])]);
const leadsTo = (to: string, pathname: string) => pathname === to || pathname.startsWith(`${to}/`);

/** The link of the page the person is on: the most specific one the path is under (on
 * /admin/support/12 that is /admin/support, not /admin), or undefined. */
export function activeLink(items: NavItem[], pathname: string): string | undefined {
  return linksOf(items)
    .filter((to) => leadsTo(to, pathname))
    .sort((a, b) => b.length - a.length)[0];
}

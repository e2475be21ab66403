import { describe, expect, it } from 'vitest';
import { landingPath, roleLabel, roleOf } from '../auth/roles';
import { activeLink, menuFor, type NavItem } from './menus';

const labels = (items: NavItem[]): string[] => items.flatMap((i) => [i.label, ...labels(i.children ?? [])]);

describe('menus by role', () => {
  it('hospital: dashboard, the staff & patients group, appointments, quality assurance, wallet, support', () => {
    expect(labels(menuFor('hospital'))).toEqual([
      'Dashboard',
      'Staff & Patients',
      'Doctor Affiliations',
      'Active Doctors',
      'Patients',
      'Profile Settings',
      'Appointments',
      'Quality Assurance',
      'Wallet',
      'Support',
    ]);
  });

  it('patient, doctor and admin; everyone with money has a wallet, an admin has none; everyone has support and disputes, an admin their queues', () => {
    expect(labels(menuFor('patient'))).toEqual(['Dashboard', 'Doctors', 'My Health', 'Wallet', 'Disputes', 'Support', 'Profile']);
    expect(labels(menuFor('doctor'))).toEqual(['Dashboard', 'My Patients', 'Schedule & Analytics', 'My reviews', 'Wallet', 'Disputes', 'Support', 'Profile']);
    expect(labels(menuFor('admin'))).toEqual(['Admin Dashboard', 'Users', 'Disputes', 'Payments', 'Moderation', 'Support', 'Audit log', 'Profile']);
    expect(menuFor('admin').map((link) => link.to)).toEqual([
      '/admin',
      '/admin/users',
      '/admin/disputes',
      '/admin/payments',
      '/admin/moderation',
      '/admin/support',
      '/admin/audit',
      '/profile',
    ]);
    expect(menuFor('patient')[4].to).toBe('/disputes');
    expect(menuFor('patient')[5].to).toBe('/support');
  });
});

describe('the active link', () => {
  it('is the most specific link the page is under', () => {
    expect(activeLink(menuFor('admin'), '/admin')).toBe('/admin');
    expect(activeLink(menuFor('admin'), '/admin/support/12')).toBe('/admin/support');
    expect(activeLink(menuFor('admin'), '/admin/payments')).toBe('/admin/payments');
    expect(activeLink(menuFor('admin'), '/admin/users/patient/12')).toBe('/admin/users');
    expect(activeLink(menuFor('patient'), '/support/new')).toBe('/support');
    expect(activeLink(menuFor('hospital'), '/hospital-doctors')).toBe('/hospital-doctors');
    expect(activeLink(menuFor('patient'), '/support-elsewhere')).toBeUndefined();
  });
});

describe('roles', () => {
  it('a superuser is an admin whatever the user type', () => {
    expect(roleOf({ user_type: 'patient', is_superuser: true })).toBe('admin');
    expect(roleLabel({ user_type: 'doctor', is_superuser: false })).toBe('Doctor');
  });

  it('lands each role on its page', () => {
    expect(landingPath({ user_type: 'hospital', is_superuser: false })).toBe('/hospital-dashboard');
    expect(landingPath({ user_type: 'admin', is_superuser: false })).toBe('/admin');
    expect(landingPath({ user_type: 'patient', is_superuser: false })).toBe('/dashboard');
    expect(landingPath({ user_type: 'doctor', is_superuser: false })).toBe('/dashboard');
  });
});

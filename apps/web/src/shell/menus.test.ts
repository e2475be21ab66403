import { describe, expect, it } from 'vitest';
import { landingPath, roleLabel, roleOf } from '../auth/roles';
import { menuFor, type NavItem } from './menus';

const labels = (items: NavItem[]): string[] => items.flatMap((i) => [i.label, ...labels(i.children ?? [])]);

describe('menus by role', () => {
  it('hospital: dashboard, the staff & patients group, appointments, quality assurance, wallet', () => {
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
    ]);
  });

  it('patient, doctor and admin; everyone with money has a wallet, an admin has none', () => {
    expect(labels(menuFor('patient'))).toEqual(['Dashboard', 'Doctors', 'My Health', 'Wallet', 'Profile']);
    expect(labels(menuFor('doctor'))).toEqual(['Dashboard', 'My Patients', 'Schedule & Analytics', 'Wallet', 'Profile']);
    expect(labels(menuFor('admin'))).toEqual(['Admin Dashboard', 'Profile']);
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

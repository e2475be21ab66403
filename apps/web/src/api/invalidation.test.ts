import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminQueries } from '../features/admin/api';
import { appointmentQueries } from '../features/appointments/api';
import { authQueries } from '../features/auth/api';
import { doctorQueries } from '../features/doctors/api';
import { stillSharedQuery } from '../features/hospital-patients/stillShared';
import { myHealthQueries } from '../features/my-health/api';
import { notificationQueries } from '../features/notifications/api';
import { patientQueries } from '../features/patients/api';
import { scheduleQueries } from '../features/schedule/api';
import { unreadCountQuery } from '../shell/unreadCount';
import { invalidateFeature } from './invalidation';

/** A cache holding one query of every kind the app asks for, and which of them a change left stale. */
function cacheOfEveryQuery() {
  const queryClient = new QueryClient();
  const queries = {
    profile: authQueries.profile(),
    demoAccounts: authQueries.demoAccounts(),
    adminUsers: adminQueries.users({ account_status: 'pending' }),
    doctors: doctorQueries.list({ date: '2026-01-05' }),
    myDoctorProfile: doctorQueries.mine(),
    doctorAnalytics: doctorQueries.analytics(),
    mySchedule: scheduleQueries.mine(),
    slots: scheduleQueries.slots(1, '2026-01-05'),
    appointments: appointmentQueries.list(),
    openSlots: appointmentQueries.openSlots(),
    patientAppointments: appointmentQueries.byPatient(3),
    patients: patientQueries.list(''),
    notifications: notificationQueries.list(20),
    unreadCount: unreadCountQuery(true),
    myHospitals: myHealthQueries.hospitals(),
    accessLog: myHealthQueries.accessLog(1),
    stillShared: stillSharedQuery(3),
  };
  // Only the key and meta matter to invalidation; nothing is fetched.
  for (const { queryKey, meta } of Object.values(queries)) queryClient.getQueryCache().build(queryClient, { queryKey, meta });
  const stale = () =>
    Object.entries(queries)
      .filter(([, options]) => queryClient.getQueryState(options.queryKey)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { queryClient, stale };
}

describe('a change refreshes the data it alters, found by the feature key prefix and what queries say they change with', () => {
  it('an appointment change: lists, open and free slots, the directory and the doctor’s own numbers, patients, notifications', async () => {
    const { queryClient, stale } = cacheOfEveryQuery();
    await invalidateFeature(queryClient, 'appointments');
    expect(stale()).toEqual(
      [
        'appointments',
        'openSlots',
        'patientAppointments',
        'slots',
        'doctors',
        'myDoctorProfile',
        'doctorAnalytics',
        'patients',
        'notifications',
        'unreadCount',
      ].sort(),
    );
  });

  it('a schedule change: the doctor’s week, free slots and the directory', async () => {
    const { queryClient, stale } = cacheOfEveryQuery();
    await invalidateFeature(queryClient, 'schedule');
    expect(stale()).toEqual(['mySchedule', 'slots', 'doctors', 'myDoctorProfile', 'doctorAnalytics'].sort());
  });

  it('a doctor’s availability: the directory and free slots', async () => {
    const { queryClient, stale } = cacheOfEveryQuery();
    await invalidateFeature(queryClient, 'doctors');
    expect(stale()).toEqual(['doctors', 'myDoctorProfile', 'doctorAnalytics', 'slots'].sort());
  });

  it('an admin decision: only the admin’s lists', async () => {
    const { queryClient, stale } = cacheOfEveryQuery();
    await invalidateFeature(queryClient, 'admin');
    expect(stale()).toEqual(['adminUsers']);
  });

  it('a notification read, deleted or arrived: the lists, the unread count, and whether a patient still shares their record', async () => {
    const { queryClient, stale } = cacheOfEveryQuery();
    await invalidateFeature(queryClient, 'notifications');
    // A revocation reaches the hospital as a notification: its open pages of the record check again.
    expect(stale()).toEqual(['notifications', 'stillShared', 'unreadCount']);
  });

  it('a hospital’s access granted or ended: the hospitals that see the record and the access log that lists it', async () => {
    const { queryClient, stale } = cacheOfEveryQuery();
    await invalidateFeature(queryClient, 'access');
    expect(stale()).toEqual(['accessLog', 'myHospitals', 'stillShared']);
  });
});

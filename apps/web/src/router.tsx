// Every route of the app (spec §2). Pages load lazily so each role downloads only what it opens.

import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomeRedirect, PatientOrDoctorOnly, PublicOnly, RequireAuth, RoleOnly } from './auth/guards';
import { NotFoundPage } from './features/errors/NotFoundPage';
import { RouteErrorPage } from './features/errors/RouteErrorPage';
import { lazyPage } from './shell/lazyPage';
import { PageLoader } from './shell/PageLoader';

/** Patient and doctor paths whose pages are not part of the app yet; admins are still sent away from them. */
const UPCOMING_PATIENT_DOCTOR_PATHS = ['prescriptions'];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoader,
    children: [
      {
        element: <PublicOnly />,
        children: [
          { path: 'login', lazy: lazyPage(() => import('./features/auth/LoginPage'), 'LoginPage') },
          { path: 'register', lazy: lazyPage(() => import('./features/auth/RegisterPage'), 'RegisterPage') },
          {
            path: 'hospital-register',
            lazy: lazyPage(() => import('./features/auth/HospitalRegisterPage'), 'HospitalRegisterPage'),
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            // The signed-in frame (header, menus, notification bell) is not needed to sign in: /login loads without it.
            lazy: lazyPage(() => import('./shell/AppLayout'), 'AppLayout'),
            children: [
              { index: true, element: <HomeRedirect /> },
              {
                element: <PatientOrDoctorOnly />,
                children: [
                  { path: 'dashboard', lazy: lazyPage(() => import('./features/dashboard/DashboardPage'), 'DashboardPage') },
                  { path: 'doctors', lazy: lazyPage(() => import('./features/doctors/DoctorsPage'), 'DoctorsPage') },
                  { path: 'appointments', lazy: lazyPage(() => import('./features/appointments/AppointmentsPage'), 'AppointmentsPage') },
                  { path: 'my-schedule', lazy: lazyPage(() => import('./features/schedule/SchedulePage'), 'SchedulePage') },
                  { path: 'my-patients', lazy: lazyPage(() => import('./features/patients/MyPatientsPage'), 'MyPatientsPage') },
                  { path: 'my-health', lazy: lazyPage(() => import('./features/my-health/MyHealthPage'), 'MyHealthPage') },
                  ...UPCOMING_PATIENT_DOCTOR_PATHS.map((path) => ({ path, element: <NotFoundPage /> })),
                ],
              },
              { path: 'profile', lazy: lazyPage(() => import('./features/profile/ProfilePage'), 'ProfilePage') },
              // A hospital's public page: patients and doctors find it, the hospital previews its own.
              { path: 'hospitals/:id', lazy: lazyPage(() => import('./features/hospital-page/HospitalPage'), 'HospitalPage') },
              {
                element: <RoleOnly accountRole="admin" />,
                children: [{ path: 'admin', lazy: lazyPage(() => import('./features/admin/AdminDashboardPage'), 'AdminDashboardPage') }],
              },
              {
                element: <RoleOnly accountRole="hospital" />,
                children: [
                  {
                    path: 'hospital-dashboard',
                    lazy: lazyPage(() => import('./features/hospital/HospitalDashboardPage'), 'HospitalDashboardPage'),
                  },
                  {
                    path: 'hospital-patients',
                    lazy: lazyPage(() => import('./features/hospital-patients/HospitalPatientsPage'), 'HospitalPatientsPage'),
                  },
                  {
                    path: 'hospital-settings',
                    lazy: lazyPage(() => import('./features/hospital-settings/HospitalSettingsPage'), 'HospitalSettingsPage'),
                  },
                  {
                    path: 'hospital-services',
                    lazy: lazyPage(() => import('./features/hospital-services/HospitalServicesPage'), 'HospitalServicesPage'),
                  },
                  {
                    path: 'hospital-analytics',
                    lazy: lazyPage(() => import('./features/hospital-analytics/HospitalAnalyticsPage'), 'HospitalAnalyticsPage'),
                  },
                  {
                    path: 'hospital-quality',
                    lazy: lazyPage(() => import('./features/hospital-quality/HospitalQualityPage'), 'HospitalQualityPage'),
                  },
                  {
                    path: 'hospital-booking',
                    lazy: lazyPage(() => import('./features/hospital-booking/HospitalBookingPage'), 'HospitalBookingPage'),
                  },
                  {
                    path: 'hospital-appointments',
                    lazy: lazyPage(() => import('./features/hospital-appointments/HospitalAppointmentsPage'), 'HospitalAppointmentsPage'),
                  },
                  {
                    path: 'hospital-affiliations',
                    lazy: lazyPage(() => import('./features/hospital-affiliations/HospitalAffiliationsPage'), 'HospitalAffiliationsPage'),
                  },
                  { path: 'hospital-doctors', lazy: lazyPage(() => import('./features/hospital-doctors/HospitalDoctorsPage'), 'HospitalDoctorsPage') },
                ],
              },
            ],
          },
        ],
      },
      // Lazy too: for a signed-in person it draws the signed-in frame.
      { path: '*', lazy: lazyPage(() => import('./features/errors/NotFoundRoute'), 'NotFoundRoute') },
    ],
  },
];

export const router = createBrowserRouter(routes);

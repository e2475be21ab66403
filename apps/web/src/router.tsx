// Every route of the app (spec §2). Pages load lazily so each role downloads only what it opens.

import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomeRedirect, PatientOrDoctorOnly, PublicOnly, RequireAuth } from './auth/guards';
import { NotFoundPage } from './features/errors/NotFoundPage';
import { NotFoundRoute } from './features/errors/NotFoundRoute';
import { RouteErrorPage } from './features/errors/RouteErrorPage';
import { AppLayout } from './shell/AppLayout';
import { PageLoader } from './shell/PageLoader';

/** Patient and doctor paths whose pages are not part of the app yet; admins are still sent away from them. */
const UPCOMING_PATIENT_DOCTOR_PATHS = ['appointments', 'my-health', 'my-patients', 'prescriptions', 'my-schedule', 'doctors'];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoader,
    children: [
      {
        element: <PublicOnly />,
        children: [
          { path: 'login', lazy: async () => ({ Component: (await import('./features/auth/LoginPage')).LoginPage }) },
          { path: 'register', lazy: async () => ({ Component: (await import('./features/auth/RegisterPage')).RegisterPage }) },
          {
            path: 'hospital-register',
            lazy: async () => ({ Component: (await import('./features/auth/HospitalRegisterPage')).HospitalRegisterPage }),
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { index: true, element: <HomeRedirect /> },
              {
                element: <PatientOrDoctorOnly />,
                children: [
                  { path: 'dashboard', lazy: async () => ({ Component: (await import('./features/dashboard/DashboardPage')).DashboardPage }) },
                  ...UPCOMING_PATIENT_DOCTOR_PATHS.map((path) => ({ path, element: <NotFoundPage /> })),
                ],
              },
              { path: 'profile', lazy: async () => ({ Component: (await import('./features/profile/ProfilePage')).ProfilePage }) },
              { path: 'admin', lazy: async () => ({ Component: (await import('./features/admin/AdminDashboardPage')).AdminDashboardPage }) },
              {
                path: 'hospital-dashboard',
                lazy: async () => ({ Component: (await import('./features/hospital/HospitalDashboardPage')).HospitalDashboardPage }),
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

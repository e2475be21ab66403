// Every route of the app (spec §2). Pages load lazily so each role downloads only what it opens.

import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomeRedirect, NotForAdmins, PatientOrDoctorOnly, PublicOnly, RequireAuth, RoleOnly, WalletHolderOnly } from './auth/guards';
import { RouteErrorPage } from './features/errors/RouteErrorPage';
import { lazyPage } from './shell/lazyPage';
import { PageLoader } from './shell/PageLoader';

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
      // The pharmacist's check of a printed prescription: public, signed in or not.
      { path: 'rx', lazy: lazyPage(() => import('./features/prescriptions/VerifyPage'), 'VerifyPage') },
      { path: 'rx/:code', lazy: lazyPage(() => import('./features/prescriptions/VerifyPage'), 'VerifyPage') },
      // Signed out, someone who cannot sign in writes to support; signed in, it sends them to /support/new.
      { path: 'support/contact', lazy: lazyPage(() => import('./features/support/ContactPage'), 'ContactPage') },
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
                  {
                    path: 'my-patients/:patientId/records',
                    lazy: lazyPage(() => import('./features/record-writing/PatientRecordsPage'), 'PatientRecordsPage'),
                  },
                  {
                    path: 'my-patients/:patientId/records/new',
                    lazy: lazyPage(() => import('./features/record-writing/RecordWritePage'), 'RecordWritePage'),
                  },
                  {
                    path: 'my-patients/:patientId/records/:recordId',
                    lazy: lazyPage(() => import('./features/record-writing/DoctorRecordPage'), 'DoctorRecordPage'),
                  },
                  {
                    path: 'my-patients/:patientId/records/:recordId/edit',
                    lazy: lazyPage(() => import('./features/record-writing/RecordWritePage'), 'RecordWritePage'),
                  },
                  { path: 'my-health', lazy: lazyPage(() => import('./features/my-health/MyHealthPage'), 'MyHealthPage') },
                  { path: 'my-health/records/:id', lazy: lazyPage(() => import('./features/my-health/RecordPage'), 'RecordPage') },
                  { path: 'doctor/reviews', lazy: lazyPage(() => import('./features/reviews/DoctorProfilePage'), 'MyReviewsPage') },
                  { path: 'prescriptions', lazy: lazyPage(() => import('./features/prescriptions/PrescriptionsPage'), 'PrescriptionsPage') },
                ],
              },
              {
                element: <WalletHolderOnly />,
                children: [
                  { path: 'wallet', lazy: lazyPage(() => import('./features/wallet/WalletPage'), 'WalletPage') },
                  // The sandbox provider's checkout (development and demo servers), paid with the payer's session.
                  {
                    path: 'wallet/sandbox-checkout/:reference',
                    lazy: lazyPage(() => import('./features/wallet/SandboxCheckoutPage'), 'SandboxCheckoutPage'),
                  },
                ],
              },
              { path: 'profile', lazy: lazyPage(() => import('./features/profile/ProfilePage'), 'ProfilePage') },
              // A hospital's public page: patients and doctors find it, the hospital previews its own.
              { path: 'hospitals/:id', lazy: lazyPage(() => import('./features/hospital-page/HospitalPage'), 'HospitalPage') },
              // A doctor's page with their reviews: patients find it from the directory, admins from a report.
              { path: 'doctors/:doctorId', lazy: lazyPage(() => import('./features/reviews/DoctorProfilePage'), 'DoctorProfilePage') },

              {
                // Patients, doctors and hospitals ask for help; an admin opening /support is sent to the queue.
                element: <NotForAdmins adminPath="/admin/support" />,
                children: [
                  { path: 'support', lazy: lazyPage(() => import('./features/support/SupportPage'), 'SupportPage') },
                  { path: 'support/new', lazy: lazyPage(() => import('./features/support/NewTicketPage'), 'NewTicketPage') },
                  { path: 'support/:ticketId', lazy: lazyPage(() => import('./features/support/TicketPage'), 'TicketPage') },
                ],
              },
              {
                // A patient's disputes and a doctor's (on their appointments); admins have the queue.
                element: <NotForAdmins adminPath="/admin/disputes" />,
                children: [
                  { path: 'disputes', lazy: lazyPage(() => import('./features/disputes/DisputesPage'), 'DisputesPage') },
                  { path: 'disputes/new', lazy: lazyPage(() => import('./features/disputes/NewDisputePage'), 'NewDisputePage') },
                  { path: 'disputes/:disputeId', lazy: lazyPage(() => import('./features/disputes/DisputePage'), 'DisputePage') },
                ],
              },
              {
                // The admin console: every /admin page goes here, so anyone else is told it is for administrators.
                path: 'admin',
                element: <RoleOnly accountRole="admin" />,
                children: [
                  { index: true, lazy: lazyPage(() => import('./features/admin/AdminDashboardPage'), 'AdminDashboardPage') },
                  { path: 'payments', lazy: lazyPage(() => import('./features/admin-payments/AdminPaymentsPage'), 'AdminPaymentsPage') },
                  { path: 'users', lazy: lazyPage(() => import('./features/admin-users/AdminUsersPage'), 'AdminUsersPage') },
                  { path: 'users/search', lazy: lazyPage(() => import('./features/admin-users/AdminUserSearchPage'), 'AdminUserSearchPage') },
                  { path: 'users/:userType/:userId', lazy: lazyPage(() => import('./features/admin-users/AdminUserPage'), 'AdminUserPage') },
                  { path: 'audit', lazy: lazyPage(() => import('./features/admin-audit/AdminAuditPage'), 'AdminAuditPage') },
                  { path: 'support', lazy: lazyPage(() => import('./features/support/AdminSupportPage'), 'AdminSupportPage') },
                  { path: 'moderation', lazy: lazyPage(() => import('./features/moderation/AdminModerationPage'), 'AdminModerationPage') },
                  { path: 'support/:ticketId', lazy: lazyPage(() => import('./features/support/AdminTicketPage'), 'AdminTicketPage') },
                  { path: 'disputes', lazy: lazyPage(() => import('./features/disputes/AdminDisputesPage'), 'AdminDisputesPage') },
                  { path: 'disputes/:disputeId', lazy: lazyPage(() => import('./features/disputes/AdminDisputePage'), 'AdminDisputePage') },
                ],
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
                    path: 'hospital-patients/:patientId',
                    lazy: lazyPage(() => import('./features/hospital-patients/HospitalPatientPage'), 'HospitalPatientPage'),
                  },
                  {
                    path: 'hospital-patients/:patientId/records/:recordId',
                    lazy: lazyPage(() => import('./features/hospital-patients/HospitalRecordPage'), 'HospitalRecordPage'),
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
          {
            // Full screen, without the menu: a consultation's call and chat.
            lazy: lazyPage(() => import('./shell/FullScreenLayout'), 'FullScreenLayout'),
            children: [
              {
                element: <PatientOrDoctorOnly />,
                children: [
                  { path: 'chat/:appointmentId', lazy: lazyPage(() => import('./features/chat/ChatPage'), 'ChatPage') },
                  { path: 'chat-basic/:appointmentId', lazy: lazyPage(() => import('./features/chat/BasicChatPage'), 'BasicChatPage') },
                  { path: 'call/:appointmentId', lazy: lazyPage(() => import('./features/calls/CallPage'), 'CallPage') },
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

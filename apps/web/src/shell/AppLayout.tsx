// The rest of Mantine's styles: /login paints with only the few main.tsx imports.
import '@mantine/core/styles.css';
// The signed-in pages' English words, which the sign-in page does not need.
import '../i18n/appCatalogue';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useRealtimeConnection } from '../api/realtimeConnection';
import { useProfile } from '../features/auth/api';
import { DemoStrip } from '../features/auth/DemoBadge';
import { Header } from './Header';
import { Navigation } from './Navigation';
import { PageLoader } from './PageLoader';

/** The signed-in area's frame: header, role menu and the page. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const [navOpened, { toggle, close }] = useDisclosure(false);
  // Refreshes the stored user and profile once per visit, so the header reflects the server.
  useProfile();
  useRealtimeConnection();

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } }} padding="md">
      <AppShell.Header>
        <Header navOpened={navOpened} onToggleNav={toggle} />
      </AppShell.Header>
      <AppShell.Navbar component="nav" aria-label={t('shell.mainNavigation')} p="xs">
        <Navigation onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <DemoStrip />
        <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
      </AppShell.Main>
    </AppShell>
  );
}

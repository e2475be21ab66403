// Only the styles of what the first paint of /login (and the frame around every page) draws:
// each kilobyte here costs 20 ms before the sign-in form shows on a 400 kbps phone. The order is
// that of Mantine's own styles.css. The rest of Mantine comes with the lazy pages that use it
// (shell/AppLayout.tsx, the register pages, and the date fields with the dates styles).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { ApiError } from './api/client';
import { setApiNavigator } from './api/http';
import { startLocale } from './i18n/sessionLocale';
import { registerShellWorker } from './lib/shellWorker';
import { router } from './router';
import { ConnectionBanner } from './shell/ConnectionBanner';
import { NOTIFICATIONS_PROVIDER_PROPS } from './shell/toastOptions';
import { UpdatePrompt } from './shell/UpdatePrompt';
import { themeOf } from './theme';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not change on retry; network hiccups might.
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
      refetchOnWindowFocus: false,
    },
    // Offline, an action fails at once and says so, instead of waiting silently and being
    // replayed on reconnect when the person may no longer want it.
    mutations: { networkMode: 'always' },
  },
});

// An ended session goes to /login remembering the page, so signing in again returns there (spec §2).
setApiNavigator((path, state) => void router.navigate(path, { replace: true, state }));

// English is ready now; another remembered or preferred language follows as soon as its file arrives.
startLocale();

// Repeat visits start from the cached shell; the dev server's modules must never be cached.
if (import.meta.env.PROD) registerShellWorker();

/** Mantine with the theme's words (close buttons' names) in the current language. */
function LocalizedMantine({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const closeLabel = t('common.close');
  const theme = useMemo(() => themeOf(closeLabel), [closeLabel]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <LocalizedMantine>
      <Notifications {...NOTIFICATIONS_PROVIDER_PROPS} />
      {/* Outside the router, so public pages and the signed-in area both get them, and a route error does not hide them. */}
      <ConnectionBanner />
      <UpdatePrompt />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LocalizedMantine>
  </StrictMode>,
);

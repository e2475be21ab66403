// The rest of Mantine's styles, as the signed-in frame loads them: a chat or call opened from a
// notification or a bookmark comes here first.
import '@mantine/core/styles.css';
import '../i18n/appCatalogue';
import { Anchor, Box, Group, Text } from '@mantine/core';
import { IconArrowLeft, IconStethoscope } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useRealtimeConnection } from '../api/realtimeConnection';
import { returnPathOf } from '../auth/returnPath';
import { landingPath } from '../auth/roles';
import { useSession } from '../auth/useSession';
import { useProfile } from '../features/auth/api';
import { DemoBadge } from '../features/auth/DemoBadge';
import { PageLoader } from './PageLoader';

/**
 * The signed-in frame of the full-screen pages (/call, /chat, /chat-basic): no menu, the whole
 * screen for the page, a way back, and the realtime connection the menu's frame has (handed over,
 * not reopened). Signing in is guarded by the route around it, as for the menu's frame.
 */
export function FullScreenLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const { state } = useLocation();
  useProfile();
  useRealtimeConnection();
  if (!session) return null;
  // Back where the person came from (a link that passed `from`), else their landing page.
  const back = returnPathOf(state) ?? landingPath(session);

  return (
    <Box h="100dvh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group
        component="header"
        h={44}
        px="sm"
        gap="sm"
        justify="space-between"
        wrap="nowrap"
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
      >
        <Anchor component={Link} to={back} size="sm" fw={500} data-testid="full-screen-back">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {t('shell.fullScreen.back')}
          </Group>
        </Anchor>
        <Group gap="sm" wrap="nowrap">
          <DemoBadge compact />
          <Group gap={6} wrap="nowrap" aria-hidden>
            <IconStethoscope size={20} color="var(--mantine-color-brand-7)" />
            <Text fw={700} c="brand.8" size="sm">
              NaijaCare
            </Text>
          </Group>
        </Group>
      </Group>
      <Box component="main" style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}

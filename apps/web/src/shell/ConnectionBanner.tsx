// The offline banner, on every page signed in or not (spec §2 Global elements).

import { Paper, Text } from '@mantine/core';
import { IconWifi, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConnectionState, initialConnectionState, watchConnection } from './connection';

function useConnectionState(): ConnectionState {
  const [state, setState] = useState<ConnectionState>(() => initialConnectionState(navigator.onLine));
  useEffect(() => watchConnection({ target: window, isOnline: () => navigator.onLine, onChange: setState }), []);
  return state;
}

const MESSAGES: Record<Exclude<ConnectionState, 'online'>, { text: 'connection.offline' | 'connection.backOnline'; color: string; Icon: typeof IconWifi }> = {
  offline: { text: 'connection.offline', color: 'orange.1', Icon: IconWifiOff },
  'back-online': { text: 'connection.backOnline', color: 'green.1', Icon: IconWifi },
};

/**
 * A compact strip fixed at the top centre, above the header: the signed-in header is
 * itself fixed, so a banner in the page flow would sit hidden behind it.
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const state = useConnectionState();
  if (state === 'online') return null;
  const { text, color, Icon } = MESSAGES[state];

  return (
    <Paper
      role="status"
      shadow="sm"
      radius="xl"
      px="md"
      py={6}
      bg={color}
      withBorder
      style={{
        position: 'fixed',
        top: 12,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 1000,
        maxWidth: 'calc(100% - 32px)',
        display: 'flex',
        alignItems: 'center',
        gap: 8,
      }}
    >
      <Icon size={16} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" fw={500}>
        {t(text)}
      </Text>
    </Paper>
  );
}

// A server seeded with the demo accounts says so in every page's header, signed in or not: their
// password is on the sign-in page, so nothing typed here is private, and no one should mistake it
// for a service to bring a real patient to.

import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDemoAccounts } from './api';

interface DemoBadgeProps {
  /** In a crowded header: the short words on phones and tablets, the whole sentence from the md breakpoint. */
  compact?: boolean;
  /** False where a phone's header has no room left (the signed-in header): `DemoStrip` says it above the page there. */
  onPhones?: boolean;
}

const pill = {
  border: '1px solid var(--mantine-color-yellow-5)',
  borderRadius: 'var(--mantine-radius-xl)',
} as const;
/** In a header, on one line: the short words where the whole sentence would not fit. */
const oneLine = { ...pill, whiteSpace: 'nowrap' } as const;
/** On its own line (sign-in, errors): the whole sentence, wrapped where a phone is narrower than it (Hausa at 360 px). */
const wrapping = { ...pill, display: 'inline-block', maxWidth: '100%', textAlign: 'center' } as const;

/** Nothing unless the server reports its demo accounts (GET /api/auth/demo-accounts/, asked once a visit). */
export function DemoBadge({ compact = false, onPhones = true }: DemoBadgeProps) {
  const { t } = useTranslation();
  const { data } = useDemoAccounts();
  if (!data?.enabled) return null;
  const badge = (words: string, props: { visibleFrom?: 'sm' | 'md'; hiddenFrom?: 'md'; title?: string } = {}) => (
    <Text component="span" size="xs" fw={600} c="dark.8" bg="yellow.1" px={8} py={2} lh={1.4} style={compact ? oneLine : wrapping} {...props}>
      {words}
    </Text>
  );
  if (!compact) return badge(t('demoServer.badge'));
  return (
    <>
      <Box visibleFrom={onPhones ? undefined : 'sm'} hiddenFrom="md">
        {badge(t('demoServer.short'), { title: t('demoServer.badge') })}
      </Box>
      {badge(t('demoServer.badge'), { visibleFrom: 'md' })}
    </>
  );
}

/** On phones, the signed-in pages' demo notice: a line above the page, the header being full. */
export function DemoStrip() {
  const { t } = useTranslation();
  const { data } = useDemoAccounts();
  if (!data?.enabled) return null;
  return (
    <Text
      hiddenFrom="sm"
      size="xs"
      fw={600}
      c="dark.8"
      bg="yellow.1"
      ta="center"
      py={4}
      px="md"
      mx="calc(var(--mantine-spacing-md) * -1)"
      mt="calc(var(--mantine-spacing-md) * -1)"
      mb="sm"
    >
      {t('demoServer.badge')}
    </Text>
  );
}

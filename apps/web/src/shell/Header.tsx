import { ActionIcon, Burger, Button, Group, Text, Title, UnstyledButton } from '@mantine/core';
import { IconLogout, IconStethoscope } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { landingPath, roleLabel } from '../auth/roles';
import { useSession } from '../auth/useSession';
import { useSignOut } from '../auth/useSignOut';
import { DemoBadge } from '../features/auth/DemoBadge';
import { NotificationBell } from './NotificationBell';

interface HeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
}

export function Header({ navOpened, onToggleNav }: HeaderProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { signOut, signingOut } = useSignOut();
  if (!session) return null;
  const { first_name, last_name } = session.user;

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger opened={navOpened} onClick={onToggleNav} hiddenFrom="sm" size="sm" aria-label={t('shell.toggleNavigation')} />
        <UnstyledButton component={Link} to={landingPath(session)} aria-label={t('shell.home')}>
          <Group gap={6} wrap="nowrap">
            <IconStethoscope size={26} color="var(--mantine-color-brand-7)" aria-hidden />
            <Title order={3} c="brand.8" fz="xl" visibleFrom="sm">
              NaijaCare
            </Title>
          </Group>
        </UnstyledButton>
        <DemoBadge compact onPhones={false} />
      </Group>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <NotificationBell />
        {/* On phones the line wraps rather than being cut, and Logout gives up its label to make room. */}
        <Text fz={{ base: 'xs', sm: 'sm' }} lh={1.3} data-testid="welcome-line" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {t('shell.welcome', { firstName: first_name, lastName: last_name, role: roleLabel(session) })}
        </Text>
        <Button
          variant="light"
          color="gray"
          leftSection={<IconLogout size={16} />}
          onClick={signOut}
          loading={signingOut}
          visibleFrom="sm"
          style={{ flexShrink: 0 }}
        >
          {t('shell.logout')}
        </Button>
        <ActionIcon
          variant="light"
          color="gray"
          size="lg"
          aria-label={t('shell.logout')}
          onClick={signOut}
          loading={signingOut}
          hiddenFrom="sm"
          style={{ flexShrink: 0 }}
        >
          <IconLogout size={18} />
        </ActionIcon>
      </Group>
    </Group>
  );
}

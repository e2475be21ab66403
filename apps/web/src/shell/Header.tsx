import { Burger, Button, Group, Text, Title, UnstyledButton } from '@mantine/core';
import { IconLogout, IconStethoscope } from '@tabler/icons-react';
import { Link } from 'react-router';
import { landingPath, roleLabel } from '../auth/roles';
import { useSession } from '../auth/useSession';
import { useSignOut } from '../auth/useSignOut';
import { NotificationBell } from './NotificationBell';

interface HeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
}

export function Header({ navOpened, onToggleNav }: HeaderProps) {
  const session = useSession();
  const { signOut, signingOut } = useSignOut();
  if (!session) return null;
  const { first_name, last_name } = session.user;

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger opened={navOpened} onClick={onToggleNav} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
        <UnstyledButton component={Link} to={landingPath(session)} aria-label="NaijaCare home">
          <Group gap={6} wrap="nowrap">
            <IconStethoscope size={26} color="var(--mantine-color-brand-7)" aria-hidden />
            <Title order={3} c="brand.8" fz="xl" visibleFrom="sm">
              NaijaCare
            </Title>
          </Group>
        </UnstyledButton>
      </Group>
      <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
        <NotificationBell />
        <Text size="sm" truncate="end" data-testid="welcome-line">
          Welcome, {first_name} {last_name} ({roleLabel(session)})
        </Text>
        <Button variant="light" color="gray" leftSection={<IconLogout size={16} />} onClick={signOut} loading={signingOut} style={{ flexShrink: 0 }}>
          Logout
        </Button>
      </Group>
    </Group>
  );
}

import { Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { UserType } from '@naijacare/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '../../auth/roles';
import { useDemoAccounts } from './api';

interface DemoAccountsHintProps {
  onPick: (credentials: { username: string; password: string }) => void;
}

/** Sample credentials, shown only when this server was seeded with demo accounts. */
export function DemoAccountsHint({ onPick }: DemoAccountsHintProps) {
  const { t } = useTranslation();
  const { data } = useDemoAccounts();
  if (!data?.enabled || !data.password || data.accounts.length === 0) return null;
  const password = data.password;

  return (
    <Paper component="section" aria-labelledby="sample-accounts-title" bg="blue.0" p="sm" radius="md">
      <Group gap={6} mb={4}>
        <IconInfoCircle size={18} color="var(--mantine-color-blue-7)" aria-hidden />
        <Text id="sample-accounts-title" fw={600} size="sm" c="blue.9">
          {t('auth.demo.title')}
        </Text>
      </Group>
      <Text size="sm" mb="xs">
        {t('auth.demo.intro')}{' '}
        <Text span ff="monospace">
          {password}
        </Text>
      </Text>
      {/* One per row: usernames are long enough that two columns would cut them off. */}
      <SimpleGrid cols={1} spacing={6} verticalSpacing={6}>
        {data.accounts.map(({ role, username }) => {
          const label = roleLabel({ user_type: role as UserType, is_superuser: false });
          return (
            <Button
              key={role}
              size="compact-sm"
              variant="white"
              fullWidth
              justify="space-between"
              onClick={() => onPick({ username, password })}
              aria-label={`${label}: ${username}`}
              title={t('auth.demo.fillIn', { username })}
              rightSection={
                <Text span size="sm" ff="monospace" c="dark.6">
                  {username}
                </Text>
              }
            >
              {label}:
            </Button>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}

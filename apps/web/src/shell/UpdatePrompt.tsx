// The new-version prompt (spec §2 Global elements): stays until the person reloads or dismisses it.

import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/http';
import { reloadIntoNewVersion } from '../lib/shellWorker';
import { APP_VERSION, startUpdateChecks } from '../lib/version';

async function fetchServedVersion(): Promise<string | null> {
  const { version } = await api.get<{ version?: unknown }>('/api/version/', { anonymous: true });
  return typeof version === 'string' ? version : null;
}

export function UpdatePrompt() {
  const { t } = useTranslation();
  const [served, setServed] = useState<string | null>(null);
  // A dismissed version is not offered again; a later deploy is.
  const [dismissed, setDismissed] = useState<string | null>(null);

  useEffect(() => startUpdateChecks({ running: APP_VERSION, fetchServed: fetchServedVersion, onNewVersion: setServed }), []);

  if (!served || served === dismissed) return null;

  return (
    <Paper
      component="section"
      aria-label={t('connection.newVersion')}
      shadow="lg"
      radius="md"
      p="md"
      withBorder
      style={{ position: 'fixed', top: 72, right: 16, zIndex: 1000, maxWidth: 'calc(100% - 32px)', width: 380 }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Text size="sm" fw={500}>
          {t('connection.newVersionText')}
        </Text>
        <CloseButton size="sm" aria-label={t('common.dismiss')} onClick={() => setDismissed(served)} />
      </Group>
      <Group justify="flex-end" mt="sm">
        <Button size="xs" leftSection={<IconRefresh size={14} />} onClick={reloadIntoNewVersion}>
          {t('common.reload')}
        </Button>
      </Group>
    </Paper>
  );
}

import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { reloadIntoNewVersion } from '../../lib/shellWorker';
import { isChunkLoadError } from '../../shell/chunkLoadError';

/**
 * Shown when a page fails to load or render. A page whose code could not be downloaded
 * (usually a deploy replaced the files this tab knew about) gets its own explanation:
 * reloading fetches the new version (letting a new build's service worker take over first).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (error) console.error(error);
  return isChunkLoadError(error) ? <PageCodeMissing /> : <SomethingWentWrong error={error} />;
}

function PageCodeMissing() {
  const { t } = useTranslation();
  // Offline, reloading cannot help until the connection is back: say so, and leave a way back to
  // the pages this device already has.
  const offline = navigator.onLine === false;
  return (
    <Stack component="main" align="center" gap="md" py={64} px="md" ta="center">
      <Title order={1}>{t('pages.routeError.missingTitle')}</Title>
      <Text c="dimmed" maw={480}>
        {offline ? t('pages.routeError.missingOffline') : t('pages.routeError.missingOnline')}
      </Text>
      <Group>
        <Button onClick={reloadIntoNewVersion}>{t('common.reload')}</Button>
        <Button component={Link} to="/dashboard" variant="default">
          {t('pages.routeError.backToDashboard')}
        </Button>
      </Group>
    </Stack>
  );
}

function SomethingWentWrong({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
  return (
    <Stack component="main" align="center" gap="md" py={64} px="md" ta="center">
      <Title order={1}>{t('pages.routeError.wrongTitle')}</Title>
      <Text c="dimmed" maw={480}>
        {t('pages.routeError.wrongText')}
      </Text>
      {detail && (
        <Text size="sm" c="dimmed" ff="monospace">
          {detail}
        </Text>
      )}
      <Group>
        <Button onClick={reloadIntoNewVersion}>{t('common.reload')}</Button>
        <Button component={Link} to="/" variant="default">
          {t('pages.routeError.home')}
        </Button>
      </Group>
    </Stack>
  );
}

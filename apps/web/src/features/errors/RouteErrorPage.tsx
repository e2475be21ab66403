import { Button, Group, Stack, Text, Title } from '@mantine/core';
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
  // Offline, reloading cannot help until the connection is back: say so, and leave a way back to
  // the pages this device already has.
  const offline = navigator.onLine === false;
  return (
    <Stack component="main" align="center" gap="md" py={64} px="md" ta="center">
      <Title order={1}>This page could not be loaded</Title>
      <Text c="dimmed" maw={480}>
        {offline
          ? 'You are offline and this page has not been opened on this device before. Reconnect, then reload to open it.'
          : 'This page could not be loaded. The app may have been updated. Reload to get the latest version; if you are offline, reconnect first.'}
      </Text>
      <Group>
        <Button onClick={reloadIntoNewVersion}>Reload</Button>
        <Button component={Link} to="/dashboard" variant="default">
          Back to the dashboard
        </Button>
      </Group>
    </Stack>
  );
}

function SomethingWentWrong({ error }: { error: unknown }) {
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
  return (
    <Stack component="main" align="center" gap="md" py={64} px="md" ta="center">
      <Title order={1}>Something went wrong</Title>
      <Text c="dimmed" maw={480}>
        This page could not be shown. Reloading usually fixes it; if it keeps happening, please contact support.
      </Text>
      {detail && (
        <Text size="sm" c="dimmed" ff="monospace">
          {detail}
        </Text>
      )}
      <Group>
        <Button onClick={reloadIntoNewVersion}>Reload</Button>
        <Button component={Link} to="/" variant="default">
          Home
        </Button>
      </Group>
    </Stack>
  );
}

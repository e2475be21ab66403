import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Shown when a page fails to load or render, e.g. after a new version replaced its code. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
  if (error) console.error(error);

  return (
    <Stack align="center" gap="md" py={64} px="md" ta="center">
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
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button component={Link} to="/" variant="default">
          Home
        </Button>
      </Group>
    </Stack>
  );
}

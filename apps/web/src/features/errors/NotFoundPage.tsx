import { Button, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { landingPath } from '../../auth/roles';
import { useSession } from '../../auth/useSession';

export function NotFoundPage() {
  const session = useSession();
  const { pathname } = useLocation();
  const home = session ? landingPath(session) : '/login';

  return (
    <Stack align="center" gap="md" py={64} px="md" ta="center">
      <Text c="dimmed" fw={700} fz={48} lh={1}>
        404
      </Text>
      <Title order={1}>Page not found</Title>
      <Text c="dimmed" maw={480}>
        There is no page at{' '}
        <Text span ff="monospace">
          {pathname}
        </Text>
        . It may have moved, or the address may be mistyped.
      </Text>
      <Button component={Link} to={home}>
        {session ? 'Back to your dashboard' : 'Go to sign in'}
      </Button>
    </Stack>
  );
}

import { Center } from '@mantine/core';
import { useSession } from '../../auth/useSession';
import { AppLayout } from '../../shell/AppLayout';
import { DemoBadge } from '../auth';
import { NotFoundPage } from './NotFoundPage';

/** Unknown addresses: inside the shell for a signed-in person, on its own otherwise. */
export function NotFoundRoute() {
  const session = useSession();
  return session ? (
    <AppLayout>
      <NotFoundPage />
    </AppLayout>
  ) : (
    // Outside the shell the page supplies its own main landmark.
    <main>
      <Center pt="md">
        <DemoBadge />
      </Center>
      <NotFoundPage />
    </main>
  );
}

import { useSession } from '../../auth/useSession';
import { AppLayout } from '../../shell/AppLayout';
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
      <NotFoundPage />
    </main>
  );
}

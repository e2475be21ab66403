import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { landingPath } from '../../auth/roles';
import { useSession } from '../../auth/useSession';

export function NotFoundPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const home = session ? landingPath(session) : '/login';

  return (
    <Stack align="center" gap="md" py={64} px="md" ta="center">
      <Text c="dimmed" fw={700} fz={48} lh={1}>
        404
      </Text>
      <Title order={1}>{t('pages.notFound.title')}</Title>
      <Text c="dimmed" maw={480}>
        {t('pages.notFound.before')}{' '}
        <Text span ff="monospace">
          {pathname}
        </Text>
        {t('pages.notFound.after')}
      </Text>
      <Button component={Link} to={home}>
        {session ? t('pages.notFound.backToDashboard') : t('pages.notFound.goToSignIn')}
      </Button>
    </Stack>
  );
}

import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { landingPath } from '../../auth/roles';
import { useSession } from '../../auth/useSession';

/** Shown instead of a page meant for another kind of account, with the way back to the person's own. */
export function WrongRolePage({ title, explanation }: { title: string; explanation: string }) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <Stack align="center" gap="md" py={64} px="md" ta="center">
      <Title order={1}>{title}</Title>
      <Text c="dimmed" maw={480}>
        {explanation}
      </Text>
      <Button component={Link} to={session ? landingPath(session) : '/login'}>
        {t('pages.wrongRole.back')}
      </Button>
    </Stack>
  );
}

// The language of the app, chosen on the profile page. A patient's choice is also their
// preferred_language (saved through the profile update), so it follows them to other devices;
// for everyone else it is remembered on this device only.

import { Card, Stack, Text, Title } from '@mantine/core';
import type { Session } from '@naijacare/contracts';
import { useTranslation } from 'react-i18next';
import { type Locale, languageOfLocale } from '../../i18n/catalogue';
import { LanguageSelect } from '../../i18n/LanguageSelect';
import { setLocale } from '../../i18n/locale';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../shell/toasts';
import { useUpdateProfile } from '../auth/api';

export function ProfileLanguage({ session }: { session: Session }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const isPatient = session.user_type === 'patient';

  const choose = (locale: Locale) => {
    // The page switches at once; the profile catches up.
    void setLocale(locale);
    if (!isPatient) return;
    update.mutate(
      { preferred_language: languageOfLocale(locale) },
      {
        onSuccess: () => toast.success(t('profile.languageSaved')),
        onError: (error) => toast.error(errorMessage(error, t('profile.languageFailed'))),
      },
    );
  };

  return (
    <Card withBorder padding="lg">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t('profile.language')}
        </Title>
        <Text size="sm" c="dimmed">
          {isPatient ? t('profile.languageHintPatient') : t('profile.languageHint')}
        </Text>
        <LanguageSelect onChoose={choose} disabled={update.isPending} />
      </Stack>
    </Card>
  );
}

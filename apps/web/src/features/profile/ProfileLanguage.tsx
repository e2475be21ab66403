// The language of the app, chosen on the profile page. A patient's choice is also their
// preferred_language (saved through the profile update), so it follows them to other devices;
// for everyone else it is remembered on this device only.

import { Card, Stack, Text, Title } from '@mantine/core';
import type { Session } from '@naijacare/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/appCatalogue';
import { type Locale, languageOfLocale } from '../../i18n/catalogue';
import { LanguageSelect } from '../../i18n/LanguageSelect';
import { setLocale } from '../../i18n/locale';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../shell/toasts';
import { useUpdateProfile } from '../auth/api';

/**
 * The preferred language saved through the profile update. The feedback follows the save's own
 * promise rather than mutate() callbacks, which did not fire once the switch had re-rendered
 * the page under the new words; and it is worded in the language of the moment (i18n.t).
 */
function useSavePreferredLanguage() {
  const update = useUpdateProfile();
  return {
    save: (locale: Locale) =>
      update
        .mutateAsync({ preferred_language: languageOfLocale(locale) })
        .then(() => toast.success(i18n.t('profile.languageSaved')))
        .catch((error: unknown) => toast.error(errorMessage(error, i18n.t('profile.languageFailed')))),
  };
}

/** Stepping through the list with the arrow keys chooses each language in turn: only the one the
 * person stays on is saved, and the list stays enabled, so keyboard focus never leaves it. */
const SAVE_AFTER_MS = 700;

export function ProfileLanguage({ session }: { session: Session }) {
  const { t } = useTranslation();
  const { save } = useSavePreferredLanguage();
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; save: () => void } | undefined>(undefined);
  // Leaving the page saves at once a choice still waiting.
  useEffect(
    () => () => {
      if (!pending.current) return;
      clearTimeout(pending.current.timer);
      pending.current.save();
    },
    [],
  );
  const isPatient = session.user_type === 'patient';

  const choose = (locale: Locale) => {
    // The page switches at once; the profile catches up.
    void setLocale(locale);
    if (!isPatient) return;
    if (pending.current) clearTimeout(pending.current.timer);
    const saveNow = () => {
      pending.current = undefined;
      void save(locale);
    };
    pending.current = { timer: setTimeout(saveNow, SAVE_AFTER_MS), save: saveNow };
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
        <LanguageSelect onChoose={choose} />
      </Stack>
    </Card>
  );
}

// The language switch of the sign-in page and the profile page.

import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLocale, LOCALES, type Locale } from './catalogue';
import { activeLocale, setLocale } from './locale';

/**
 * Each language is named in itself, and the label keeps the English word beside the current
 * language's: someone who landed in a language they cannot read still finds the way back.
 */
const ENDONYMS: Record<Locale, string> = { en: 'English', ha: 'Hausa', yo: 'Yorùbá', ig: 'Igbo' };

interface LanguageSelectProps {
  /** Instead of only switching: e.g. the profile page also saves a patient's preferred language. */
  onChoose?: (locale: Locale) => void;
  disabled?: boolean;
}

export function LanguageSelect({ onChoose, disabled }: LanguageSelectProps) {
  const { t, i18n } = useTranslation();
  const current = isLocale(i18n.language) ? i18n.language : activeLocale();
  const label = current === 'en' ? t('language.label') : `${t('language.label')} · Language`;
  return (
    <NativeSelect
      label={label}
      size="xs"
      w={180}
      value={current}
      disabled={disabled}
      data={LOCALES.map((locale) => ({ value: locale, label: ENDONYMS[locale] }))}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        if (!isLocale(chosen)) return;
        if (onChoose) onChoose(chosen);
        else void setLocale(chosen);
      }}
    />
  );
}

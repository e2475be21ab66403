import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code or first data loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih={240} role="status" aria-label={t('common.loading')}>
      <Loader />
    </Center>
  );
}

// The icon of every password field's show/hide button. It also carries the button's name,
// "Show password" or "Hide password", because a theme default cannot follow the toggle's state
// and Mantine's own fixed label ("Toggle password visibility") says neither what it will do.

import { VisuallyHidden } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const ICON_SIZE = 'var(--psi-icon-size)';

export function PasswordVisibilityIcon({ reveal }: { reveal: boolean }) {
  const { t } = useTranslation();
  const Icon = reveal ? IconEyeOff : IconEye;
  return (
    <>
      <Icon aria-hidden style={{ width: ICON_SIZE, height: ICON_SIZE }} />
      <VisuallyHidden>{reveal ? t('common.hidePassword') : t('common.showPassword')}</VisuallyHidden>
    </>
  );
}

// What the bell's badge and label say for an unread count (spec §2 Notification dropdown, §9).

import { NOTIFICATION_BADGE_CAP } from '@naijacare/contracts';
import { i18n } from '../i18n/appCatalogue';

/** '' for none (no badge), the count up to the cap, then "9+". */
export function badgeText(unread: number): string {
  if (!Number.isFinite(unread) || unread <= 0) return '';
  return unread > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(Math.floor(unread));
}

/** The bell button's accessible name: the count is in it, since the badge alone is visual. */
export function bellLabel(unread: number): string {
  const text = badgeText(unread);
  return text ? i18n.t('shell.bell.labelUnread', { unread: text }) : i18n.t('shell.bell.label');
}

// The professional photo a doctor may attach (registration and profile): the size is
// checked here so a too-large file is refused before a long upload; the server checks the content.

import { PHOTO_MAX_BYTES } from '@naijacare/contracts';
import { i18n } from '../i18n/i18n';

export const PHOTO_MAX_MB = PHOTO_MAX_BYTES / (1024 * 1024);

/** The reason a chosen photo cannot be sent, or null. */
export function photoProblem(photo: Pick<File, 'size'> | null): string | null {
  return photo && photo.size > PHOTO_MAX_BYTES ? i18n.t('fields.photoTooLarge', { mb: PHOTO_MAX_MB }) : null;
}

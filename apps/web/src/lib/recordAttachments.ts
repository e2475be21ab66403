// The attachments of a medical record (contracts' attachment schema): how each is shown.

import type { Attachment } from '@naijacare/contracts';

/** An attachment as the API answers it; its download_url needs the bearer, so it is fetched, never linked. */
export type RecordAttachment = Attachment;

/** What the browser can show in the app: images as a thumbnail, PDF in a frame. DICOM and others download only. */
export type PreviewKind = 'image' | 'pdf' | null;

export function previewKindOf(contentType: string): PreviewKind {
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType === 'image/jpeg' || contentType === 'image/png' || contentType === 'image/webp') return 'image';
  return null;
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * A file size for people: "512 B", "1.5 KB", "20 MB" (powers of 1024, one decimal under 10,
 * none above, no trailing ".0"). Anything not a non-negative finite number reads "".
 */
export function fileSizeText(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} B`;
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  // 1023.96 KB rounds to 1024 KB: say 1 MB instead.
  if (shown >= 1024 && unit < UNITS.length - 1) return `1 ${UNITS[unit + 1]}`;
  return `${shown} ${UNITS[unit]}`;
}

/** The download address with ?inline=1, so images and PDF come inline for a preview. */
export const inlineUrlOf = (downloadUrl: string): string => `${downloadUrl}${downloadUrl.includes('?') ? '&' : '?'}inline=1`;

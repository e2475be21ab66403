// The refusal of recorded bytes past a size limit: a piece, one recording, or a call's recordings in all.

import { AppError } from '../../http/errors';

export const tooLarge = (maxBytes: number, details: Record<string, unknown> = {}) =>
  new AppError(413, 'recording_too_large', {
    params: { max_mb: Math.round((maxBytes / 1024 / 1024) * 10) / 10 },
    details: { max_bytes: maxBytes, ...details },
  });

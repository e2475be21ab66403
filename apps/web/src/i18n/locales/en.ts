// The English catalogue: every word the web app shows. It is the reference every other locale
// is checked against (types and i18n/catalogue.test.ts), and what they fall back to.
// Interpolated values are written {{name}}. It is kept in two files by when it is needed:
// en-public.ts comes with the first download, en-app.ts with the signed-in frame.

import { enApp } from './en-app';
import { enPublic } from './en-public';

export const en = { ...enPublic, ...enApp } as const;

// Shapes shared by query strings.
import { z } from 'zod';

/** `true`/`false` (or 1/0) in a query string. */
export const queryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

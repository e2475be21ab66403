// Shapes shared by query strings.
import { z } from 'zod';

/** `true`/`false` (or 1/0) in a query string. */
export const queryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Ids are PostgreSQL integers: anything larger cannot exist and must not reach the database. */
export const MAX_DATABASE_ID = 2_147_483_647;

/** A path or query id. */
export const databaseId = (label: string) =>
  z.coerce
    .number()
    .int(`${label} must be a positive whole number`)
    .positive(`${label} must be a positive whole number`)
    .max(MAX_DATABASE_ID, `${label} must be a positive whole number`);

// Reading PostgreSQL's error fields from node-postgres errors, which drizzle may wrap in an error
// of its own.

interface PgErrorFields {
  code?: string;
  constraint?: string;
  detail?: string;
}

function pgFields(err: unknown): PgErrorFields | undefined {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const fields = e as PgErrorFields & { cause?: unknown };
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
    e = fields.cause;
  }
  return undefined;
}

/** The constraint or index name when the error is a unique violation, else undefined. */
export function uniqueViolation(err: unknown): string | undefined {
  const f = pgFields(err);
  if (f?.code !== '23505') return undefined;
  return f.constraint ?? f.detail ?? 'unique';
}

/** The constraint name when the error is an exclusion violation (overlapping ranges), else undefined. */
export function exclusionViolation(err: unknown): string | undefined {
  const f = pgFields(err);
  if (f?.code !== '23P01') return undefined;
  return f.constraint ?? 'exclusion';
}

/** The constraint name when the error is a foreign-key violation (a row referred to is gone), else undefined. */
export function foreignKeyViolation(err: unknown): string | undefined {
  const f = pgFields(err);
  if (f?.code !== '23503') return undefined;
  return f.constraint ?? 'foreign_key';
}

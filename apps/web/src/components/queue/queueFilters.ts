// An admin queue's filters as its address carries them: one parameter a filter, the page as
// `page`, defaults and the first page left out, so a filtered queue can be shared, reloaded and
// returned to. A page declares its fields once; reading, writing and "is anything filtered" follow.

/** One filter: the parameter it lives in, its default, and how it reads and writes itself there. */
export interface QueueField<V> {
  param: string;
  initial: V;
  /** Anything the field does not know reads as its default. */
  read(raw: string | null): V;
  /** Null leaves the parameter out. */
  write(value: V): string | null;
  /** Whether this value narrows the list (what Clear undoes): a sort never does, blank words neither. */
  narrows(value: V): boolean;
}

export type QueueFields = Record<string, QueueField<unknown>>;
export type FilterOf<F extends QueueFields> = { [K in keyof F]: F[K] extends QueueField<infer V> ? V : never };
export type Paged<T> = T & { page: number };

const PAGE = 'page';
/** "None chosen" where the default is something chosen (open reports, requested payouts). */
export const ANY = 'all';

const isOneOf = <T extends string>(allowed: readonly T[], raw: string | null): raw is T => raw !== null && (allowed as readonly string[]).includes(raw);

/** Words as typed (a search, a date, an amount), trailing spaces kept so typing is never undone. */
export const text = (param: string): QueueField<string> => ({
  param,
  initial: '',
  read: (raw) => raw ?? '',
  write: (value) => value || null,
  narrows: (value) => value.trim() !== '',
});

/** Whether `raw` is a day of the calendar written YYYY-MM-DD (what a date field gives), not 2026-13-45. */
export function isCalendarDate(raw: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** A day (a date field): anything in the address that is not one reads as none, so it is never sent. */
export const date = (param: string): QueueField<string> => ({
  ...text(param),
  read: (raw) => (raw !== null && isCalendarDate(raw) ? raw : ''),
});

/** A range of days whose start is after its end: said under its fields instead of being asked. */
export const daysBackwards = (from: string, to: string): boolean => from !== '' && to !== '' && from > to;

/** One of a list, or none (a clearable select); where the default is not none, none is written `all`. */
export function option<T extends string>(param: string, allowed: readonly T[], initial: T | null = null): QueueField<T | null> {
  return {
    param,
    initial,
    read: (raw) => (isOneOf(allowed, raw) ? raw : initial !== null && raw === ANY ? null : initial),
    write: (value) => (value === initial ? null : (value ?? ANY)),
    narrows: (value) => value !== initial,
  };
}

/** Always one of a list (a segmented control whose default is itself a choice). */
export function oneOf<T extends string>(param: string, allowed: readonly T[], initial: T): QueueField<T> {
  return {
    param,
    initial,
    read: (raw) => (isOneOf(allowed, raw) ? raw : initial),
    write: (value) => (value === initial ? null : value),
    narrows: (value) => value !== initial,
  };
}

/** The list's order: kept in the address and cleared with the filters, but not itself a filter. */
export const sortedBy = <T extends string>(param: string, allowed: readonly T[], initial: T): QueueField<T> => ({
  ...oneOf(param, allowed, initial),
  narrows: () => false,
});

const entries = <F extends QueueFields>(fields: F) => Object.entries(fields) as [keyof F & string, QueueField<unknown>][];

export function initialFilter<F extends QueueFields>(fields: F): FilterOf<F> {
  return Object.fromEntries(entries(fields).map(([key, f]) => [key, f.initial])) as FilterOf<F>;
}

export function readQueue<F extends QueueFields>(fields: F, params: URLSearchParams): Paged<FilterOf<F>> {
  const filter = Object.fromEntries(entries(fields).map(([key, f]) => [key, f.read(params.get(f.param))])) as FilterOf<F>;
  const page = Number(params.get(PAGE));
  return { ...filter, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/**
 * The page to go to when the one asked for is past the end (the list shrank, or an old link):
 * the last one, if the server found anything at all; null when this page is fine.
 */
export function pageBeyondEnd(page: number, count: number, onPage: number, pageSize: number): number | null {
  if (onPage > 0 || count === 0 || page <= 1) return null;
  const last = Math.max(1, Math.ceil(count / pageSize));
  return page > last ? last : null;
}

/** The address of this filter; parameters the queue does not own (a tab) stay, first and as they were. */
export function writeQueue<F extends QueueFields>(fields: F, filter: Paged<FilterOf<F>>, keep: URLSearchParams): URLSearchParams {
  const owned = new Set([PAGE, ...entries(fields).map(([, f]) => f.param)]);
  const out = new URLSearchParams([...keep].filter(([name]) => !owned.has(name)));
  for (const [key, f] of entries(fields)) {
    const value = f.write(filter[key]);
    if (value !== null) out.set(f.param, value);
  }
  if (filter.page > 1) out.set(PAGE, String(filter.page));
  return out;
}

export const narrowed = <F extends QueueFields>(fields: F, filter: FilterOf<F>): boolean => entries(fields).some(([key, f]) => f.narrows(filter[key]));

/** What is being typed that the address does not hold yet; the same object when nothing is dropped. */
export function unsettled<T extends object>(typed: Partial<T>, filter: T): Partial<T> {
  const keys = Object.keys(typed) as (keyof T)[];
  const pending = keys.filter((key) => typed[key] !== filter[key]);
  return pending.length === keys.length ? typed : (Object.fromEntries(pending.map((key) => [key, typed[key]])) as Partial<T>);
}

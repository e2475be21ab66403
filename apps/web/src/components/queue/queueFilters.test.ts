import { describe, expect, it } from 'vitest';
import {
  date,
  daysBackwards,
  initialFilter,
  isCalendarDate,
  narrowed,
  oneOf,
  option,
  pageBeyondEnd,
  readQueue,
  sortedBy,
  text,
  unsettled,
  writeQueue,
} from './queueFilters';

const FIELDS = {
  status: option('status', ['open', 'closed'] as const, 'open'),
  category: option('category', ['payment', 'other'] as const),
  who: oneOf('assignee', ['all', 'me'] as const, 'all'),
  search: text('search'),
  ordering: sortedBy('sort', ['newest', 'name'] as const, 'newest'),
  from: date('from'),
};

const read = (query: string) => readQueue(FIELDS, new URLSearchParams(query));
const write = (changes: Partial<ReturnType<typeof read>>, keep = '') =>
  writeQueue(FIELDS, { ...initialFilter(FIELDS), page: 1, ...changes }, new URLSearchParams(keep)).toString();

describe('an admin queue’s filters in the address', () => {
  it('reads an empty address as every default, on the first page', () => {
    expect(read('')).toEqual({ status: 'open', category: null, who: 'all', search: '', ordering: 'newest', from: '', page: 1 });
  });

  it('reads each field from its own parameter, the words as typed', () => {
    expect(read('status=closed&category=payment&assignee=me&search=Ada+&sort=name&page=3')).toEqual({
      status: 'closed',
      category: 'payment',
      who: 'me',
      search: 'Ada ',
      ordering: 'name',
      from: '',
      page: 3,
    });
  });

  it('leaves what it does not know at its default', () => {
    expect(read('status=lost&category=x&assignee=you&sort=age&page=0')).toEqual(read(''));
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=-4').page).toBe(1);
  });

  it('writes "all" for none where none is not the default, and reads it back', () => {
    expect(write({ status: null })).toBe('status=all');
    expect(read('status=all').status).toBeNull();
    // Where none is the default, "all" is simply not known.
    expect(read('category=all').category).toBeNull();
  });

  it('leaves defaults and the first page out of the address', () => {
    expect(write({})).toBe('');
    expect(write({ category: 'other', search: 'refund', page: 2 })).toBe('category=other&search=refund&page=2');
  });

  it('keeps the parameters another part of the page owns, and drops its own stale ones', () => {
    expect(write({ status: 'closed' }, 'tab=payouts&page=4&search=old')).toBe('tab=payouts&status=closed');
  });

  it('round-trips every filter', () => {
    const filter = { status: null, category: 'payment', who: 'me', search: 'a b&c', ordering: 'name', from: '2026-02-28', page: 7 } as const;
    expect(read(write(filter))).toEqual(filter);
  });

  it('counts as filtered what narrows the list, not its order nor blank words', () => {
    const none = { ...initialFilter(FIELDS) };
    expect(narrowed(FIELDS, none)).toBe(false);
    expect(narrowed(FIELDS, { ...none, ordering: 'name' })).toBe(false);
    expect(narrowed(FIELDS, { ...none, search: '   ' })).toBe(false);
    expect(narrowed(FIELDS, { ...none, search: 'x' })).toBe(true);
    expect(narrowed(FIELDS, { ...none, status: null })).toBe(true);
    expect(narrowed(FIELDS, { ...none, who: 'me' })).toBe(true);
  });

  it('keeps of what is being typed only what the address does not hold yet', () => {
    const filter = { ...initialFilter(FIELDS), search: 'ada', page: 1 };
    const typed = { search: 'ada' };
    expect(unsettled(typed, filter)).toEqual({});
    expect(unsettled({ search: 'adam' }, filter)).toEqual({ search: 'adam' });
    // Nothing to drop: the same object, so nothing re-renders for it.
    const pending = { search: 'adam' };
    expect(unsettled(pending, filter)).toBe(pending);
  });

  it('reads a day only when it is one of the calendar, and leaves anything else out', () => {
    expect(read('from=2026-11-23').from).toBe('2026-11-23');
    expect(read('from=2028-02-29').from).toBe('2028-02-29');
    for (const bad of ['notadate', '2026-13-45', '2026-02-29', 'yesterday', '2026-1-5', ' 2026-11-23', '']) {
      expect(isCalendarDate(bad)).toBe(false);
      expect(read(`from=${encodeURIComponent(bad)}`).from).toBe('');
    }
  });

  it('finds a range of days backwards only when both ends are given', () => {
    expect(daysBackwards('2026-12-01', '2026-01-01')).toBe(true);
    expect(daysBackwards('2026-01-01', '2026-01-01')).toBe(false);
    expect(daysBackwards('2026-12-01', '')).toBe(false);
    expect(daysBackwards('', '2026-01-01')).toBe(false);
  });

  it('sends a page past the end to the last page, when there is anything to show', () => {
    // 3 found, 20 a page, page 99 empty: page 1.
    expect(pageBeyondEnd(99, 3, 0, 20)).toBe(1);
    expect(pageBeyondEnd(9, 45, 0, 20)).toBe(3);
    // Nothing found at all: the empty message is the truth.
    expect(pageBeyondEnd(99, 0, 0, 20)).toBeNull();
    // A page with rows, or the first page, stays.
    expect(pageBeyondEnd(2, 45, 20, 20)).toBeNull();
    expect(pageBeyondEnd(1, 3, 0, 20)).toBeNull();
  });
});

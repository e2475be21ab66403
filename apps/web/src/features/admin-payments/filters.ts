// The transactions tab's filters as people type them (naira, a name or a user id) and as the API
// reads them (kobo, `user` or `search`). Empty fields are left out; an amount that is not money
// is said under its field instead of being sent.

import { WALLET_TRANSACTION_TYPES } from '@naijacare/contracts';
import { date, daysBackwards, type FilterOf, initialFilter, option, text } from '../../components/queue/queueFilters';
import { parseNaira } from '../../lib/naira';

export const ADMIN_PAYMENTS_PAGE_SIZE = 20;

/** The filters as the address holds them (?type=&who=&from=&to=&min=&max=). */
export const TRANSACTION_FILTERS = {
  type: option('type', WALLET_TRANSACTION_TYPES),
  /** A user id (digits) or part of a username, name or email. */
  who: text('who'),
  /** Lagos days; an address's day that is not one is left out. */
  dateFrom: date('from'),
  dateTo: date('to'),
  /** Naira as typed. */
  amountMin: text('min'),
  amountMax: text('max'),
};

export type TransactionFilter = FilterOf<typeof TRANSACTION_FILTERS>;

export const noTransactionFilter = (): TransactionFilter => initialFilter(TRANSACTION_FILTERS);

export type FilterProblem = 'amountMin' | 'amountMax' | 'amountOrder' | 'dateOrder';

/** The query string of one page, or the problems that keep it from being asked. */
export function transactionParams(f: TransactionFilter, page: number): { params: URLSearchParams; problems: FilterProblem[] } {
  const params = new URLSearchParams({ page: String(page), page_size: String(ADMIN_PAYMENTS_PAGE_SIZE) });
  const problems: FilterProblem[] = [];
  if (f.type) params.set('type', f.type);
  const who = f.who.trim();
  if (/^[1-9][0-9]{0,9}$/.test(who)) params.set('user', who);
  else if (who) params.set('search', who.slice(0, 100));
  if (f.dateFrom) params.set('date_from', f.dateFrom);
  if (f.dateTo) params.set('date_to', f.dateTo);
  if (daysBackwards(f.dateFrom, f.dateTo)) problems.push('dateOrder');
  const min = f.amountMin.trim() ? parseNaira(f.amountMin) : undefined;
  const max = f.amountMax.trim() ? parseNaira(f.amountMax) : undefined;
  if (min === null) problems.push('amountMin');
  else if (min !== undefined) params.set('amount_min', String(min));
  if (max === null) problems.push('amountMax');
  else if (max !== undefined) params.set('amount_max', String(max));
  if (typeof min === 'number' && typeof max === 'number' && min > max) problems.push('amountOrder');
  return { params, problems };
}

import { describe, expect, it } from 'vitest';
import { noTransactionFilter, transactionParams } from './filters';

const params = (changes: Partial<ReturnType<typeof noTransactionFilter>>, page = 1) => transactionParams({ ...noTransactionFilter(), ...changes }, page);

describe('transaction filters', () => {
  it('leaves empty fields out', () => {
    expect(params({}).params.toString()).toBe('page=1&page_size=20');
  });

  it('sends digits as a user id and anything else as a search', () => {
    expect(params({ who: ' 42 ' }).params.get('user')).toBe('42');
    expect(params({ who: '42' }).params.get('search')).toBeNull();
    expect(params({ who: 'Amaka' }).params.get('search')).toBe('Amaka');
    expect(params({ who: '042' }).params.get('search')).toBe('042');
  });

  it('reads naira as kobo', () => {
    const { params: p, problems } = params({ amountMin: '1,500', amountMax: '₦2000.50' }, 3);
    expect(problems).toEqual([]);
    expect(p.get('amount_min')).toBe('150000');
    expect(p.get('amount_max')).toBe('200050');
    expect(p.get('page')).toBe('3');
  });

  it('names what is not money, amounts the wrong way round and days the wrong way round', () => {
    expect(params({ amountMin: 'ten' }).problems).toEqual(['amountMin']);
    expect(params({ amountMax: '1.234' }).problems).toEqual(['amountMax']);
    expect(params({ amountMin: '500', amountMax: '100' }).problems).toEqual(['amountOrder']);
    expect(params({ dateFrom: '2026-11-20', dateTo: '2026-11-19' }).problems).toEqual(['dateOrder']);
  });
});

import { describe, expect, it } from 'vitest';
import { auditFilterOf, auditParams } from '../admin-audit/api';
import { decisionsFor, firstUsersPage, usersParams } from './api';

describe('the users list’s query', () => {
  it('leaves out empty filters and trims the search', () => {
    expect(usersParams(firstUsersPage).toString()).toBe('page=1&page_size=20&ordering=-date_joined');
    const p = usersParams({ ...firstUsersPage, user_type: 'doctor', state: 'KN', joined_from: '2026-01-01', search: '  eze ', page: 3, ordering: 'name' });
    expect(Object.fromEntries(p)).toEqual({
      page: '3',
      page_size: '20',
      ordering: 'name',
      user_type: 'doctor',
      state: 'KN',
      joined_from: '2026-01-01',
      search: 'eze',
    });
  });
});

describe('the decisions an account allows', () => {
  it('follows the server’s rules', () => {
    expect(decisionsFor({ user_type: 'doctor', account_status: 'pending' })).toEqual(['approve', 'reject', 'deactivate']);
    expect(decisionsFor({ user_type: 'hospital', account_status: 'rejected' })).toEqual(['approve', 'deactivate']);
    expect(decisionsFor({ user_type: 'doctor', account_status: 'active' })).toEqual(['deactivate']);
    expect(decisionsFor({ user_type: 'patient', account_status: 'pending' })).toEqual(['deactivate']);
    expect(decisionsFor({ user_type: 'patient', account_status: 'inactive' })).toEqual(['reactivate']);
  });
});

describe('the audit search’s filters in the address', () => {
  it('keeps the known ones, drops blanks and unknown keys, and reads a bad page as the first', () => {
    const f = auditFilterOf(new URLSearchParams('actor=12&entity_type=user_account&entity_id=&evil=1&page=zero'));
    expect(f).toEqual({ page: 1, actor: '12', entity_type: 'user_account' });
    expect(auditParams({ ...f, page: 2 }).toString()).toBe('page=2&page_size=25&actor=12&entity_type=user_account');
  });
});

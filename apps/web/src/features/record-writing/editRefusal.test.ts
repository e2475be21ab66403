import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { editRefusalOf, whyNotEditable } from './editRefusal';

const refused = (status: number, code?: string) => new ApiError(status, { error: 'Refused', code });

describe('editRefusalOf', () => {
  it('reads only a concurrent change as “changed meanwhile”', () => {
    expect(editRefusalOf(refused(409, 'record_changed_meanwhile'))).toBe('changed_meanwhile');
  });

  it('reads a closed edit window, and any other 409, as a record that can no longer be changed', () => {
    expect(editRefusalOf(refused(409, 'record_edit_window_closed'))).toBe('locked');
    expect(editRefusalOf(refused(409, 'record_amended_no_delete'))).toBe('locked');
    expect(editRefusalOf(refused(409))).toBe('locked');
  });

  it('leaves every other failure to the form', () => {
    expect(editRefusalOf(refused(400, 'record_title_required'))).toBeNull();
    expect(editRefusalOf(refused(403, 'record_not_author'))).toBeNull();
    expect(editRefusalOf(new TypeError('offline'))).toBeNull();
  });
});

describe('whyNotEditable', () => {
  const written = { editable_until: '2026-11-02T10:00:00.000Z' };
  const before = new Date('2026-11-02T09:00:00.000Z');
  const after = new Date('2026-11-02T10:00:00.000Z');

  it('is nothing while the server allows the edit', () => {
    expect(whyNotEditable({ ...written, allowed_actions: ['edit', 'delete'] }, before)).toBeNull();
    expect(whyNotEditable({ ...written, allowed_actions: ['edit'] }, before)).toBeNull();
  });

  it('names the closed window once it has passed, else the author', () => {
    expect(whyNotEditable({ ...written, allowed_actions: [] }, after)).toBe('window_closed');
    expect(whyNotEditable({ ...written, allowed_actions: [] }, before)).toBe('not_author');
  });
});

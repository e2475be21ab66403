import type { Appointment } from '@naijacare/contracts';
import { describe, expect, it } from 'vitest';
import type { StorageBackend } from '../../lib/storage';
import { type BookingDraft, bookingDraftFor, forgetBookingDraft, saveBookingDraft } from './bookingDraft';

function memory(): StorageBackend & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
}

const draft: BookingDraft = {
  reference: 'NC-abc',
  userId: 42,
  choice: { kind: 'open-slot', slot: { id: 7, fee: '9000.00' } as Appointment },
  type: 'audio',
  reason: 'Cough for two weeks',
};

describe('a booking kept while its patient tops up', () => {
  it('comes back, as it was, for its own top-up and person only', () => {
    const store = memory();
    saveBookingDraft(draft, store);
    expect(bookingDraftFor('NC-abc', 42, store)).toEqual(draft);
    expect(bookingDraftFor('NC-other', 42, store)).toBeNull();
    expect(bookingDraftFor('NC-abc', 43, store)).toBeNull();
  });

  it('is one at a time, and gone once forgotten', () => {
    const store = memory();
    saveBookingDraft(draft, store);
    saveBookingDraft({ ...draft, reference: 'NC-new' }, store);
    expect(bookingDraftFor('NC-abc', 42, store)).toBeNull();
    expect(bookingDraftFor('NC-new', 42, store)?.reason).toBe('Cough for two weeks');
    forgetBookingDraft(store);
    expect(store.items.size).toBe(0);
  });

  it('is nothing when the storage is unreadable, refuses writes, or is missing', () => {
    const store = memory();
    store.items.set('naijacare.bookingDraft', '{not json');
    expect(bookingDraftFor('NC-abc', 42, store)).toBeNull();
    const refusing: StorageBackend = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => saveBookingDraft(draft, refusing)).not.toThrow();
    expect(bookingDraftFor('NC-abc', 42, refusing)).toBeNull();
    expect(() => forgetBookingDraft(refusing)).not.toThrow();
    saveBookingDraft(draft, null);
    expect(bookingDraftFor('NC-abc', 42, null)).toBeNull();
  });
});

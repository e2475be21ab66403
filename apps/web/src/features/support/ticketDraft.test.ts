import { SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX } from '@naijacare/contracts';
import { describe, expect, it } from 'vitest';
import { checkReply, checkTicket, emptyTicket } from './ticketDraft';

const CHOOSE = 'Choose a category';

describe('the new-ticket form', () => {
  it('sends the trimmed values and the appointment as a number, or null', () => {
    const draft = { subject: '  Card charged twice  ', category: 'payment' as const, message: ' It happened on Monday. ', appointment: '12' };
    expect(checkTicket(draft, CHOOSE)).toEqual({
      ok: true,
      body: { subject: 'Card charged twice', category: 'payment', message: 'It happened on Monday.', appointment: 12 },
    });
    expect(checkTicket({ ...draft, appointment: null }, CHOOSE)).toMatchObject({ ok: true, body: { appointment: null } });
  });

  it('says each field’s problem under it, in the server’s words', () => {
    expect(checkTicket(emptyTicket(), CHOOSE)).toEqual({
      ok: false,
      errors: { subject: 'Subject is required', category: CHOOSE, message: 'Message is required' },
    });
    const tooLong = checkTicket(
      { subject: 's'.repeat(SUPPORT_SUBJECT_MAX + 1), category: 'other', message: 'm'.repeat(SUPPORT_MESSAGE_MAX + 1), appointment: null },
      CHOOSE,
    );
    expect(tooLong).toEqual({ ok: false, errors: { subject: 'Subject must be at most 200 characters', message: 'Message must be at most 5000 characters' } });
    expect(checkTicket({ subject: 'Two\tparts', category: 'other', message: 'x', appointment: null }, CHOOSE)).toEqual({
      ok: false,
      errors: { subject: 'Subject may not contain invisible or direction-changing characters' },
    });
  });

  it('checks a reply as a message', () => {
    expect(checkReply('  Thanks  ')).toEqual({ ok: true, body: 'Thanks' });
    expect(checkReply(' ')).toEqual({ ok: false, errors: { body: 'Message is required' } });
  });
});

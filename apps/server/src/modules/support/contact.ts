// The signed-out contact form (/support/contact): someone who cannot sign in (a deactivated
// account, a lost password) writes to support. It becomes a ticket without a requester, holding the
// name and the email or phone they gave; the admins see it in their queue and answer them there
// (replies by email or SMS come with the messaging work; until then the admin writes to that
// contact themself). Sends are counted per address; a filled hidden field (a bot) gets the same
// answer and stores nothing; a form sent within seconds of being shown is refused.

import {
  INVISIBLE_CHARACTERS,
  SUPPORT_CONTACT_MAX_AGE_HOURS,
  SUPPORT_CONTACT_MIN_SECONDS,
  SUPPORT_SUBJECT_MAX,
  type SupportContactResponse,
  type supportContactBody,
} from '@naijacare/contracts';
import type { z } from 'zod';
import { enforce } from '../../http/counters';
import { badRequest } from '../../http/errors';
import type { SupportContext } from './context';
import { ANY_TICKET } from './context';
import { type JoinedTicket, readTicket } from './rows';
import { supportMessages, supportTickets } from './schema';

const SUBJECT_WORDS = 80;
const RECEIVED = 'Thank you. Support will answer you at the contact you gave.';

/** The first line of the message, as one line a queue can show. */
export function subjectOf(message: string): string {
  const line = (message.split('\n').find((l) => l.trim()) ?? message).replace(new RegExp(INVISIBLE_CHARACTERS.source, 'gu'), ' ').trim();
  const max = Math.min(SUBJECT_WORDS, SUPPORT_SUBJECT_MAX);
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line || 'Contact form';
}

export function contactUseCase({ db, notices, counters, limits, now }: SupportContext) {
  return async function contact(input: z.output<typeof supportContactBody>, ip: string): Promise<SupportContactResponse> {
    await enforce(counters, `support-contact:ip:${ip}`, limits.contactPerIp, 'messages to support');
    // A bot fills every field it finds: it is answered as a person would be, and nothing is kept.
    if (input.website?.trim()) return { reference: null, message: RECEIVED };
    if (input.seconds_on_form < SUPPORT_CONTACT_MIN_SECONDS) throw badRequest('support_contact_too_fast', 'message');
    if (input.seconds_on_form > SUPPORT_CONTACT_MAX_AGE_HOURS * 3600) throw badRequest('support_contact_expired', 'message');
    return db.transaction(async (tx) => {
      const at = now();
      const [ticket] = await tx
        .insert(supportTickets)
        .values({
          requester_id: null,
          contact_name: input.name,
          contact_email: input.email,
          contact_phone: input.phone,
          subject: subjectOf(input.message),
          category: input.category,
          created_at: at,
          last_activity_at: at,
        })
        .returning({ id: supportTickets.id });
      await tx.insert(supportMessages).values({ ticket_id: ticket.id, author_id: null, from_staff: false, body: input.message, created_at: at });
      await notices.opened(tx, (await readTicket(tx, ticket.id, ANY_TICKET)) as JoinedTicket);
      return { reference: ticket.id, message: RECEIVED };
    });
  };
}

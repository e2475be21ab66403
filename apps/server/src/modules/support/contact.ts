// The signed-out contact form (/support/contact): someone who cannot sign in (a deactivated
// account, a lost password) writes to support. It becomes a ticket without a requester, holding the
// name and the email or phone they gave; the admins see it in their queue and answer them there
// (replies by email or SMS come with the messaging work; until then the admin writes to that
// contact themself). Sends are counted per address.
//
// Two traps catch bots: a hidden field people never fill, and the time between the server issuing
// the form's token (contact-token.ts) and the form coming back — under a few seconds, over a day,
// a token the server did not sign, or one used before. A bot caught is never told: its send is
// written like a person's and rolled back, so the answer has the same status, the same shape, a
// ticket number from the same sequence (one no ticket will ever have) and takes the same work.

import { randomBytes } from 'node:crypto';
import {
  INVISIBLE_CHARACTERS,
  SUPPORT_CONTACT_MAX_AGE_HOURS,
  SUPPORT_CONTACT_MIN_SECONDS,
  SUPPORT_SUBJECT_MAX,
  type SupportContactResponse,
  type SupportContactToken,
  type supportContactBody,
} from '@naijacare/contracts';
import { TransactionRollbackError } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { enforce } from '../../http/counters';
import { contactFormTokens } from './contact-token';
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

type ContactInput = z.output<typeof supportContactBody>;

export function contactUseCases({ db, notices, counters, limits, now, contactFormSecret }: SupportContext) {
  const tokens = contactFormTokens(contactFormSecret ?? randomBytes(32).toString('hex'));
  const maxAgeSeconds = SUPPORT_CONTACT_MAX_AGE_HOURS * 3600;

  /** The ticket, its first message and the admins' notices, as one send writes them; answers its number. */
  async function write(tx: Tx, input: ContactInput): Promise<number> {
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
    return ticket.id;
  }

  /** The same writes, undone: the number is drawn from the tickets' sequence and never used. */
  async function rehearse(input: ContactInput): Promise<number> {
    let reference = 0;
    try {
      await db.transaction(async (tx) => {
        reference = await write(tx, input);
        tx.rollback();
      });
    } catch (err) {
      if (!(err instanceof TransactionRollbackError)) throw err;
    }
    return reference;
  }

  /** Whether a person sent this: the hidden field empty, and a genuine token of the right age. */
  function fromPerson(input: ContactInput): { tokenKey: string } | null {
    if (input.website?.trim()) return null;
    const token = tokens.read(input.form_token);
    if (!token) return null;
    const ageSeconds = (now().getTime() - token.issuedAt) / 1000;
    if (ageSeconds < SUPPORT_CONTACT_MIN_SECONDS || ageSeconds > maxAgeSeconds) return null;
    return { tokenKey: `support-contact:token:${token.nonce}` };
  }

  return {
    /** The token the page asks for when it shows the form. */
    formToken(): SupportContactToken {
      return { form_token: tokens.issue(now()), min_seconds: SUPPORT_CONTACT_MIN_SECONDS, expires_in_seconds: maxAgeSeconds };
    },

    async contact(input: ContactInput, ip: string): Promise<SupportContactResponse> {
      await enforce(counters, `support-contact:ip:${ip}`, limits.contactPerIp, 'messages to support');
      const person = fromPerson(input);
      // A token is taken once: counted for as long as it could be valid, a second send is a copy.
      const firstUse = person && (await counters.increment(person.tokenKey, maxAgeSeconds)).count === 1;
      if (!person || !firstUse) return { reference: await rehearse(input), message: RECEIVED };
      try {
        return { reference: await db.transaction((tx) => write(tx, input)), message: RECEIVED };
      } catch (err) {
        // Nothing was kept: the person may send the same form again.
        await counters.release(person.tokenKey);
        throw err;
      }
    },
  };
}

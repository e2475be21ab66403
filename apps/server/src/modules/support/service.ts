// Support tickets (DOMAIN "Support ticket"): people open them and follow the thread; admins take,
// answer and resolve them; resolved ones close after 7 days. One use case a file, behind this
// façade: tickets.ts (open, lists, read), thread.ts (messages, replies), decisions.ts (assign,
// resolve), closing.ts (the 7-day close); the lifecycle is transitions.ts, applied by lifecycle.ts.

import { closeDue } from './closing';
import { contactUseCases } from './contact';
import type { SupportContext, SupportDeps } from './context';
import { decisionUseCases } from './decisions';
import { ticketLifecycle } from './lifecycle';
import { supportNotices } from './notices';
import { threadUseCases } from './thread';
import { ticketUseCases } from './tickets';

export type { SupportDeps } from './context';

export function supportService({ now = () => new Date(), notifications, ...deps }: SupportDeps) {
  const ctx: SupportContext = { ...deps, notices: supportNotices(notifications), now };
  const tickets = ticketUseCases(ctx);
  const move = ticketLifecycle(ctx);
  const thread = threadUseCases(ctx, tickets, move);
  const decisions = decisionUseCases(ctx, tickets, move);
  const contact = contactUseCases(ctx);
  return {
    open: tickets.open,
    /** The signed-out contact form: a ticket holding the sender's name and contact. */
    contact: contact.contact,
    /** The token the contact form is shown with: its time trap, measured by the server. */
    contactFormToken: contact.formToken,
    list: tickets.list,
    get: tickets.get,
    messages: thread.messages,
    reply: thread.reply,
    assign: decisions.assign,
    resolve: decisions.resolve,
    /** The sweep: closes every resolved ticket whose 7 days have passed; how many it closed. */
    closeDue: () => closeDue(ctx.db, { all: true }, now()),
  };
}

export type SupportService = ReturnType<typeof supportService>;

// The new-ticket form's values and the request they become, checked with the server's own schemas
// so the form refuses what the server would, each refusal under its field in the reader's language.

import { type SupportCategory, type SupportTicketInput, supportMessageBody, supportTicketBody } from '@naijacare/contracts';
import type { z } from 'zod';
import { messageOf } from '../../i18n/messageOf';

export interface TicketDraft {
  subject: string;
  category: SupportCategory | null;
  message: string;
  /** An appointment's id as the select holds it, or null for none. */
  appointment: string | null;
}

export const emptyTicket = (): TicketDraft => ({ subject: '', category: null, message: '', appointment: null });

export type Checked<T> = { ok: true; body: T } | { ok: false; errors: Record<string, string> };

/** The first problem of each field, by its catalogue code when the rule names one. */
function errorsOf(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    const code = (issue as { params?: { code?: unknown } }).params?.code;
    errors[field] ??= messageOf({ code: typeof code === 'string' ? code : undefined, message: issue.message });
  }
  return errors;
}

export function checkTicket(draft: TicketDraft, categoryRequired: string): Checked<SupportTicketInput> {
  const parsed = supportTicketBody.safeParse({
    subject: draft.subject,
    category: draft.category ?? '',
    message: draft.message,
    appointment: draft.appointment ? Number(draft.appointment) : null,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors = errorsOf(parsed.error.issues);
  // Nothing chosen yet reads as an instruction, not as a list of the categories.
  if (!draft.category) errors.category = categoryRequired;
  return { ok: false, errors };
}

export function checkReply(body: string): Checked<string> {
  const parsed = supportMessageBody.safeParse({ body });
  return parsed.success ? { ok: true, body: parsed.data.body } : { ok: false, errors: errorsOf(parsed.error.issues) };
}

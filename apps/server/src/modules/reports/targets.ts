// The content a report is about, read through the module that owns it: a review (reviews), a chat
// message (chat), a doctor's bio and photo (accounts). A reporter may report only what they can see
// and what is not their own; an admin reads it whatever its state.

import type { ReportedContent, ReportTargetType } from '@naijacare/contracts';
import type { DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import type { Caller } from '../accounts/caller';
import { doctorProfileContent } from '../accounts/doctor-names';
import { photoUrl } from '../accounts/serialize';
import type { ChatService } from '../chat/service';
import type { ReviewsService } from '../reviews/service';
import { hiddenIds } from './hidden';

export interface TargetReaders {
  reviews: Pick<ReviewsService, 'content'>;
  chat: Pick<ChatService, 'reportable'>;
}

/** What a reporter's target comes to: its author (the user told when it is hidden). */
export interface Target {
  authorId: number;
  content: ReportedContent;
}

/** The words a notice uses for the content. */
export const WHAT: Record<ReportTargetType, string> = {
  doctor_profile: 'profile (bio and photo)',
  review: 'review',
  chat_message: 'chat message',
};

/** The content as it stands, whoever reads it, or undefined when it does not exist. */
export async function readTarget(q: DbOrTx, readers: TargetReaders, c: Caller, type: ReportTargetType, id: number): Promise<Target | undefined> {
  const hidden = (await hiddenIds(q, type, [id])).has(id);
  if (type === 'review') {
    const r = await readers.reviews.content(id, q);
    if (!r) return undefined;
    const content = {
      author: { id: r.author_user_id, name: r.author_name },
      text: r.comment,
      photo: null,
      rating: r.rating,
      hidden,
      link: `/doctors/${r.doctor_id}`,
    };
    return { authorId: r.author_user_id, content };
  }
  if (type === 'chat_message') {
    const m = await readers.chat.reportable(c, id, q);
    if (!m) return undefined;
    const content = { author: { id: m.sender, name: m.sender_name }, text: m.body, photo: null, rating: null, hidden, link: `/chat/${m.appointment}` };
    return { authorId: m.sender, content };
  }
  const d = await doctorProfileContent(q, id);
  if (!d || (d.account_status !== 'active' && !c.isAdmin)) return undefined;
  const content = {
    author: { id: d.user_id, name: `Dr. ${d.first} ${d.last}` },
    text: d.bio,
    photo: photoUrl(d.photo),
    rating: null,
    hidden,
    link: `/doctors/${id}`,
  };
  return { authorId: d.user_id, content };
}

/** The target, if this reporter may report it: it exists, they see it (a hidden one only its author does), it is not theirs. */
export async function reportableTarget(q: DbOrTx, readers: TargetReaders, c: Caller, type: ReportTargetType, id: number): Promise<Target> {
  const target = await readTarget(q, readers, c, type, id);
  if (!target || (target.content.hidden && target.authorId !== c.actor.id)) throw notFound('report_target_not_found');
  if (target.authorId === c.actor.id) throw badRequest('report_own_content', 'target_id');
  return target;
}

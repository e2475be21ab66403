// Notifications: other modules create them through `create`, inside the transaction of the
// change they tell of; each person reads and changes only their own (another person's id is
// simply not found).

import { type MessageParams, type NOTIFICATION_MESSAGES, type Notification, notificationText } from '@naijacare/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import { notifications } from './schema';

type Row = typeof notifications.$inferSelect;

/**
 * A notice by its code, whose English title and message come from the contracts' catalogue;
 * or a `general` one with its own words, which a client shows as written.
 */
export type NotificationInput = (
  | { code: keyof typeof NOTIFICATION_MESSAGES; params?: MessageParams }
  | { code: 'general'; title: string; message: string; params?: undefined }
) & { kind?: string; link?: string };

const wordsOf = (input: NotificationInput) =>
  input.code === 'general' ? { title: input.title, message: input.message } : notificationText(input.code, input.params);

const toNotification = (n: Row): Notification => ({
  id: n.id,
  title: n.title,
  message: n.message,
  code: n.code,
  params: n.params,
  kind: n.kind,
  link: n.link,
  is_read: n.is_read,
  created_at: n.created_at.toISOString(),
});

export function notificationsService(db: Db) {
  const own = (userId: number, id: number) => and(eq(notifications.user_id, userId), eq(notifications.id, id));
  const unread = db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, sql.placeholder('userId')), eq(notifications.is_read, false)))
    .prepare('unread_count');

  return {
    /** Pass the transaction of the change the notification tells of (`tx`): both commit or neither. */
    async create(userId: number, input: NotificationInput, tx: DbOrTx = db) {
      const [row] = await tx
        .insert(notifications)
        .values({
          user_id: userId,
          ...wordsOf(input),
          code: input.code,
          params: input.params ?? {},
          kind: input.kind ?? 'general',
          link: input.link ?? null,
        })
        .returning();
      return toNotification(row);
    },

    async list(userId: number, page: number, pageSize: number) {
      const [{ total }] = await db.select({ total: count() }).from(notifications).where(eq(notifications.user_id, userId));
      const rows = await db
        .select()
        .from(notifications)
        .where(eq(notifications.user_id, userId))
        .orderBy(desc(notifications.created_at), desc(notifications.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { count: total, next: page * pageSize < total ? page + 1 : null, results: rows.map(toNotification) };
    },

    async markRead(userId: number, id: number, tx: DbOrTx = db) {
      const [row] = await tx.update(notifications).set({ is_read: true, read_at: new Date() }).where(own(userId, id)).returning();
      if (!row) throw notFound('notification_not_found');
      return toNotification(row);
    },

    async markAllRead(userId: number, tx: DbOrTx = db) {
      const rows = await tx
        .update(notifications)
        .set({ is_read: true, read_at: new Date() })
        .where(and(eq(notifications.user_id, userId), eq(notifications.is_read, false)))
        .returning({ id: notifications.id });
      return { marked_read: rows.length };
    },

    /** Polled by every open browser: a prepared query. */
    async unreadCount(userId: number) {
      const [{ total }] = await unread.execute({ userId });
      return { unread_count: total };
    },

    async remove(userId: number, id: number, tx: DbOrTx = db) {
      const rows = await tx.delete(notifications).where(own(userId, id)).returning({ id: notifications.id });
      if (rows.length === 0) throw notFound('notification_not_found');
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;

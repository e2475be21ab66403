// Answers of the notification calls.

import { z } from 'zod';
import { paginatedSchema } from './pagination';
import { databaseId, pageQuery } from './params';

export const notificationIdParams = z.object({ id: databaseId('Notification id') });
export const notificationListQuerySchema = z.object(pageQuery);

export const notificationSchema = z.object({
  id: z.number(),
  title: z.string(),
  message: z.string(),
  code: z.string().describe('Which notice this is: a key of NOTIFICATION_MESSAGES, or general'),
  params: z.record(z.string(), z.union([z.string(), z.number()])).describe('The values its text names'),
  kind: z.string(),
  link: z.string().nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = paginatedSchema(notificationSchema);
export const unreadCountSchema = z.object({ unread_count: z.number() });
export const markedReadSchema = z.object({ marked_read: z.number() });

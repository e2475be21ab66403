// Requests and answers of the admin's decisions on accounts.

import { z } from 'zod';
import { ACCOUNT_STATUSES, USER_TYPES } from '../enums';
import { profileSchema, userSchema } from './accounts';
import { paginatedSchema } from './pagination';
import { databaseId, pageQuery, searchText } from './params';

export const adminUserIdParams = z.object({ id: databaseId('User id') });
export const adminReasonBody = z.object({ reason: z.string().trim().max(1000, 'Reason must be at most 1000 characters').optional() }).optional();
export const adminUsersQuery = z.object({
  user_type: z.enum(USER_TYPES).optional(),
  account_status: z.enum(ACCOUNT_STATUSES).optional(),
  search: searchText.optional(),
  ...pageQuery,
});

/** A user as the admin sees them: the account, its profile, and why its status is what it is. */
export const adminUserSchema = userSchema.extend({
  profile: profileSchema.optional(),
  status_reason: z.string().nullable().optional(),
});
export const adminUserPageSchema = paginatedSchema(adminUserSchema);

export type AdminUser = z.infer<typeof adminUserSchema>;

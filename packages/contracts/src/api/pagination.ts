// Paginated lists: how many there are, the next page's number (or null), and this page.

import { z } from 'zod';

export const paginatedSchema = <T extends z.ZodType>(item: T) => z.object({ count: z.number(), next: z.number().nullable(), results: z.array(item) });

export interface Paginated<T> {
  count: number;
  next: number | null;
  results: T[];
}

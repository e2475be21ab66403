// Answers of the health and version calls.

import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok') });
export const versionSchema = z.object({ version: z.string() });

import { z } from 'zod';

export const healthReplySchema = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'down']),
  /** Present when degraded: what is wrong. */
  message: z.string().optional(),
});

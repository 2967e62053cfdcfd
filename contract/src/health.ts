import { z } from 'zod';

/** `GET /health`: the process serves (liveness). It never asks the database. */
export const livenessReplySchema = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
});

/**
 * `GET /health/ready`: the process can do its work (the database answers), else 503. With
 * REDIS_URL set, `redis` says whether Redis answers; `degraded` alone does not fail the check
 * (the instance limits requests on its own meanwhile: docs/decisions/034).
 */
export const readinessReplySchema = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'down']),
  redis: z.enum(['ok', 'degraded']).optional(),
  /** Present when degraded: what is wrong. */
  message: z.string().optional(),
});

import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How long start-up waits for Redis before giving up with a clear message. */
const connectTimeoutMs = 10_000;

/**
 * A connected Redis client for what several instances must share (rate-limit counters, cached
 * upstream horoscopes). Every key starts with `keyPrefix`, so one Redis can serve several sites
 * or test runs. Resolves once connected; rejects with a message naming REDIS_URL when Redis
 * cannot be reached at start-up. Later outages are logged and retried in the background, and a
 * command made during one fails after one retry rather than waiting (callers degrade, see
 * docs/decisions/013-several-instances.md).
 */
export async function connectRedis(options: {
  url: string;
  keyPrefix: string;
  log: FastifyBaseLogger;
}): Promise<Redis> {
  const redis = new Redis(options.url, {
    keyPrefix: options.keyPrefix,
    lazyConnect: true,
    connectTimeout: connectTimeoutMs,
    maxRetriesPerRequest: 1,
    // Reconnect quickly at first, then every two seconds.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  });
  let lastErrorLoggedAt = 0;
  redis.on('error', (error: Error) => {
    // While Redis is down, ioredis reports every reconnect attempt: one line a minute is enough.
    if (Date.now() - lastErrorLoggedAt < 60_000) return;
    lastErrorLoggedAt = Date.now();
    options.log.error({ err: error }, 'redis: connection failed; retrying');
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(
      `REDIS_URL: could not connect to Redis (${(error as Error).message}). Is it running?`,
    );
  }
  return redis;
}

/** Closes the connection after the commands already sent are answered. */
export async function closeRedis(redis: Redis): Promise<void> {
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
}

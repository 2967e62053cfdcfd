import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** How long start-up waits for Redis before giving up with a clear message. */
const connectTimeoutMs = 10_000;

/**
 * How long a command may wait for Redis's answer. Redis answers a rate-limit counter in well
 * under a millisecond on the instances' network; a command still unanswered after this is
 * treated as failed, and the caller carries on without Redis (docs/decisions/034).
 */
const redisCommandTimeoutMs = 100;

/**
 * A connected Redis client for what several instances must share (rate-limit counters, cached
 * upstream horoscopes). Every key starts with `keyPrefix`, so one Redis can serve several sites
 * or test runs. Resolves once connected; rejects with a message naming REDIS_URL when Redis
 * cannot be reached at start-up.
 *
 * Once running, Redis may go away; the client reconnects in the background and never makes a
 * request wait for it (docs/decisions/034): a command made while it is not connected fails at
 * once (no offline queue), one sent to a Redis that does not answer fails after
 * `redisCommandTimeoutMs`, and one in flight when the connection drops fails then (no retry).
 * Callers check `redisReady` first and degrade: rate limits are counted in the instance's
 * memory, horoscopes are asked upstream directly. An outage is logged once (warn) and the
 * recovery once (info).
 */
export async function connectRedis(options: {
  url: string;
  keyPrefix: string;
  log: FastifyBaseLogger;
}): Promise<Redis> {
  // Loaded here: a server without REDIS_URL (one instance on the embedded database) never loads
  // the client's some 40 modules.
  const { Redis } = await import('ioredis');
  const redis = new Redis(options.url, {
    keyPrefix: options.keyPrefix,
    lazyConnect: true,
    connectTimeout: connectTimeoutMs,
    enableOfflineQueue: false,
    commandTimeout: redisCommandTimeoutMs,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    // Reconnect quickly at first, then every two seconds.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  });
  let connected = false;
  let lostAt: number | undefined;
  let lastError: Error | undefined;
  // ioredis reports every failed reconnect attempt as an error; the outage is logged once below.
  redis.on('error', (error: Error) => {
    lastError = error;
  });
  // `reconnecting` follows a connection that dropped (not one closed on purpose).
  redis.on('reconnecting', () => {
    if (!connected || lostAt !== undefined) return;
    lostAt = Date.now();
    options.log.warn(
      { err: lastError },
      "redis: connection lost; rate limits are counted in this instance's memory until it is back",
    );
  });
  redis.on('ready', () => {
    connected = true;
    lastError = undefined;
    if (lostAt === undefined) return;
    options.log.info(
      { outageMs: Date.now() - lostAt },
      'redis: connected again; rate limits and horoscopes are shared again',
    );
    lostAt = undefined;
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    // The connection's own error (ECONNREFUSED...) says more than "Connection is closed".
    const cause = lastError ?? (error as Error);
    throw new Error(`REDIS_URL: could not connect to Redis (${cause.message}). Is it running?`);
  }
  return redis;
}

/**
 * Whether commands can be sent to Redis now. While it cannot, callers send none and use what
 * this instance has (a command would fail at once anyway, but this keeps the logs quiet).
 */
export function redisReady(redis: Redis): boolean {
  return redis.status === 'ready';
}

/** Whether Redis answers a PING now, within `redisCommandTimeoutMs` (the readiness check). */
export async function redisAnswers(redis: Redis): Promise<boolean> {
  if (!redisReady(redis)) return false;
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}

/** Closes the connection after the commands already sent are answered. */
export async function closeRedis(redis: Redis): Promise<void> {
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
}

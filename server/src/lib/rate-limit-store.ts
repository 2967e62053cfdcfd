import type {
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitPluginOptions,
} from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { redisReady } from './redis.ts';

/** What a store answers for one request: its count in the window, and the window's time left. */
type Count = { current: number; ttl: number };

type Incr = (
  key: string,
  callback: (error: Error | null, result?: Count) => void,
  timeWindow?: number,
) => void;

/**
 * Counts one request under `KEYS[1]` for a window of `ARGV[1]` ms; answers the count and the
 * window's time left. The same as @fastify/rate-limit's own Redis store (so instances of an
 * older release share the same counters during a rolling update), and a key somehow left
 * without an expiry gets one rather than counting for ever.
 */
const countScript = `
  local current = redis.call('INCR', KEYS[1])
  local ttl = redis.call('PTTL', KEYS[1])
  if current == 1 or ttl < 0 then
    ttl = tonumber(ARGV[1])
    redis.call('PEXPIRE', KEYS[1], ttl)
  end
  return {current, ttl}
`;

/** How many clients each route's memory keeps counts for (the plugin's own default). */
const defaultMemoryEntries = 5000;

/**
 * Counts in this process: per key, the count and when its window ends; the least recently
 * counted key is forgotten beyond `maxEntries`, so memory is bounded whatever the clients.
 */
class MemoryCounts {
  readonly #entries = new Map<string, { current: number; endsAt: number }>();
  readonly #maxEntries: number;

  constructor(maxEntries: number) {
    this.#maxEntries = maxEntries;
  }

  /** Counts a request; a window that has ended starts again. */
  increment(key: string, timeWindow: number, now = Date.now()): Count {
    const kept = this.#entries.get(key);
    const entry =
      kept && kept.endsAt > now
        ? { current: kept.current + 1, endsAt: kept.endsAt }
        : { current: 1, endsAt: now + timeWindow };
    this.#keep(key, entry);
    return { current: entry.current, ttl: entry.endsAt - now };
  }

  /** Takes the count Redis answered, so an outage continues from it. */
  remember(key: string, count: Count, now = Date.now()) {
    this.#keep(key, { current: count.current, endsAt: now + count.ttl });
  }

  #keep(key: string, entry: { current: number; endsAt: number }) {
    // A Map iterates in insertion order: re-inserting makes the key the most recent.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    if (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }
}

type StoreOptions = Pick<
  RateLimitPluginOptions,
  'cache' | 'continueExceeding' | 'exponentialBackoff'
> & { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A store for @fastify/rate-limit shared by several instances through Redis, which limits on
 * its own while Redis is away (docs/decisions/034):
 * - while Redis is connected, each request is counted there (under the client's key prefix,
 *   `<nameSpace><METHOD><url>-<client>`, as the plugin's own Redis store names them), and this
 *   process remembers the count;
 * - while it is not, or when a command fails (after at most the client's command timeout), the
 *   request is counted in this process's memory, continuing from the counts it last saw, so one
 *   instance still holds its limits;
 * - once Redis is connected again, counting goes back to it.
 * Nothing waits for Redis to come back and nothing is refused because it is away. A command
 * failing while connected is logged once, and again once when commands answer.
 */
export function sharedRateLimitStore(options: {
  redis: Redis;
  nameSpace: string;
  log: FastifyBaseLogger;
}): FastifyRateLimitStoreCtor {
  const { redis, log } = options;
  redis.defineCommand('countRateLimit', { numberOfKeys: 1, lua: countScript });
  const countInRedis = (key: string, timeWindow: number) =>
    (
      redis as unknown as {
        countRateLimit(key: string, timeWindow: number): Promise<[number, number]>;
      }
    ).countRateLimit(key, timeWindow);
  let failing = false;

  class SharedRateLimitStore implements FastifyRateLimitStore {
    readonly #keyPrefix: string;
    readonly #memory: MemoryCounts;

    constructor(storeOptions: StoreOptions, keyPrefix = options.nameSpace) {
      if (storeOptions.continueExceeding || storeOptions.exponentialBackoff) {
        throw new Error('rate limits: continueExceeding and exponentialBackoff are not supported');
      }
      this.#keyPrefix = keyPrefix;
      this.#memory = new MemoryCounts(storeOptions.cache ?? defaultMemoryEntries);
    }

    incr: Incr = (key, callback, timeWindow = 60_000) => {
      if (!redisReady(redis)) {
        callback(null, this.#memory.increment(key, timeWindow));
        return;
      }
      countInRedis(this.#keyPrefix + key, timeWindow).then(
        ([current, ttl]) => {
          if (failing) {
            failing = false;
            log.info('redis: rate-limit counts answer again; counted in Redis');
          }
          const count = { current, ttl };
          this.#memory.remember(key, count);
          callback(null, count);
        },
        (error: unknown) => {
          // A dropped connection is logged once by the client (lib/redis.ts); a command that
          // fails on a live connection (Redis stopped answering) once here.
          if (!failing && redisReady(redis)) {
            failing = true;
            log.warn(
              { err: error },
              "redis: a rate-limit count failed; counting in this instance's memory",
            );
          }
          callback(null, this.#memory.increment(key, timeWindow));
        },
      );
    };

    // The plugin passes a route's options merged with its own (its types say route options).
    child(routeOptions: object): SharedRateLimitStore {
      const storeOptions = routeOptions as StoreOptions;
      const { method = '', url = '' } = storeOptions.routeInfo ?? {};
      return new SharedRateLimitStore(storeOptions, `${this.#keyPrefix}${method}${url}-`);
    }
  }
  return SharedRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * The Redis server for tests that need one (several instances): TEST_REDIS_URL, set by .ci/run.
 * Without it those tests are skipped, as the PostgreSQL project is without TEST_DATABASE_URL.
 */
export const testRedisUrl = process.env.TEST_REDIS_URL;

/**
 * A key prefix no other test (or engineer) uses on the shared Redis, and a function deleting
 * every key under it. Never FLUSHALL: the server is shared.
 */
export function testRedisPrefix() {
  const keyPrefix = `test:${Date.now()}:${randomBytes(4).toString('hex')}:`;
  return {
    keyPrefix,
    async deleteKeys() {
      if (!testRedisUrl) return;
      const redis = new Redis(testRedisUrl, { maxRetriesPerRequest: 1 });
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 500);
          if (keys.length > 0) await redis.del(...keys);
          cursor = next;
        } while (cursor !== '0');
      } finally {
        redis.disconnect();
      }
    },
  };
}

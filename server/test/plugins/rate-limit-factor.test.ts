import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// RATE_LIMIT_FACTOR (config.ts): the browser tests share one address, so they raise every
// per-address limit; the limits still count. 1 (the default) leaves each route's own limit.
describe('RATE_LIMIT_FACTOR', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  const limitOf = async (environment: Record<string, string>) => {
    const context = await createTestApp({ environment });
    apps.push(context);
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/places?q=Delhi' });
    expect(response.statusCode).toBe(200);
    return {
      limit: response.headers['x-ratelimit-limit'],
      remaining: response.headers['x-ratelimit-remaining'],
    };
  };

  it('multiplies each route’s own limit, and the count still runs', async () => {
    expect(await limitOf({})).toEqual({ limit: '300', remaining: '299' });
    expect(await limitOf({ RATE_LIMIT_FACTOR: '3' })).toEqual({ limit: '900', remaining: '899' });
  });
});

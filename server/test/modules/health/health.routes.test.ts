import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../helpers/test-app.ts';

describe('health checks', () => {
  let context: TestApp;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  it('GET /health and /health/ready report ok while the database answers', async () => {
    const live = await context.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(live.statusCode).toBe(200);
    expect(live.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json(live)).toEqual({ success: true, status: 'ok' });
    const ready = await context.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['content-type']).toMatch(/^application\/json/);
    expect(json(ready)).toEqual({ success: true, status: 'ok', db: 'ok' });
  });

  it('with the database down, /health/ready answers 503 degraded and /health still 200', async () => {
    const broken = await createTestApp();
    try {
      await broken.database.close();
      const ready = await broken.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(json(ready)).toMatchObject({ success: false, status: 'degraded', db: 'down' });
      expect(json(ready).message).toEqual(expect.any(String));
      // Liveness asks no database: the process itself is fine and must not be restarted.
      const live = await broken.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(live.statusCode).toBe(200);
      expect(json(live)).toEqual({ success: true, status: 'ok' });
    } finally {
      await broken.close();
    }
  });
});

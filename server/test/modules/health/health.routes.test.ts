import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../helpers/test-app.ts';

describe('GET /api/v1/health', () => {
  let context: TestApp;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  it('reports ok when the database answers', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(json(response)).toEqual({ success: true, status: 'ok', db: 'ok' });
  });

  it('answers 503 degraded when the database is down', async () => {
    const broken = await createTestApp();
    try {
      await broken.database.close();
      const response = await broken.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(response.statusCode).toBe(503);
      expect(json(response)).toMatchObject({ success: false, status: 'degraded', db: 'down' });
      expect(json(response).message).toEqual(expect.any(String));
    } finally {
      await broken.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../helpers/test-app.ts';

let context: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  context = await createTestApp({
    environment: { LOG_LEVEL: 'error' },
    dependencies: { logStream: { write: (line) => logLines.push(line) } },
    addRoutes: (app) => {
      app.get('/api/v1/test/broken', async () => {
        throw new Error('database exploded at /srv/secret/path.ts:42');
      });
    },
  });
});
afterAll(() => context.close());

describe('error replies', () => {
  it('answers an unexpected error with a generic 500, logged with the request id', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v1/test/broken',
      headers: { 'x-request-id': 'req-broken-1' },
    });
    expect(response.statusCode).toBe(500);
    expect(json(response)).toEqual({ success: false, message: expect.any(String) });
    expect(response.body).not.toMatch(/exploded|secret|\.ts|at /);
    const logged = logLines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.reqId === 'req-broken-1');
    expect(logged).toMatchObject({
      level: 50,
      err: { message: expect.stringContaining('exploded') },
    });
  });

  it('answers 400 "Malformed JSON body" for broken JSON and for an empty JSON body', async () => {
    for (const payload of ['{"email": ', '{email: 1}', '']) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(json(response)).toEqual({ success: false, message: 'Malformed JSON body.' });
    }
  });

  it('refuses a prototype-polluting body with a 400', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/contact/create',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}, "name": "x"}',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).success).toBe(false);
  });

  it('answers 400 when a JSON body is required but none is sent', async () => {
    const response = await context.app.inject({ method: 'POST', url: '/api/v1/auth/login' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/contact/create',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(415);
    expect(json(response)).toEqual({ success: false, message: expect.any(String) });
  });

  it('answers 413 for a body over 100 KB, whatever the route', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/contact/create',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(100 * 1024 + 1) }),
    });
    expect(response.statusCode).toBe(413);
    expect(json(response).success).toBe(false);
  });

  it('answers 404 JSON for an unknown API path', async () => {
    const response = await context.app.inject({ method: 'DELETE', url: '/api/v1/auth/everything' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({
      success: false,
      message: expect.stringContaining('/api/v1/auth/everything'),
    });
  });
});

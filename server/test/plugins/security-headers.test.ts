import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('security headers', () => {
  let context: TestApp;
  beforeAll(async () => {
    context = await createTestApp({ database });
  });
  afterAll(() => context.close());

  it.each([
    ['an API reply', '/api/v1/health'],
    ['an error reply', '/api/v1/nope'],
  ])('are on %s', async (_kind, url) => {
    const response = await context.app.inject({ method: 'GET', url });
    // Not a page: a policy that lets nothing run or load (pages get theirs, web-app.test.ts).
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
    // What only a shown page uses is on pages only (web-app.test.ts).
    for (const documentHeader of [
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-xss-protection',
    ]) {
      expect(response.headers[documentHeader]).toBeUndefined();
    }
  });

  it('leave out HSTS when the site is not served over https', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('add HSTS when SITE_URL is https', async () => {
    const https = await createTestApp({
      database,
      environment: { SITE_URL: 'https://shubhjyotish.in' },
    });
    try {
      const response = await https.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await https.close();
    }
  });
});

describe('request ids', () => {
  let context: TestApp;
  beforeAll(async () => {
    context = await createTestApp({ database });
  });
  afterAll(() => context.close());

  it('echo a sane x-request-id and replace anything else with a new UUID', async () => {
    const kept = await context.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'lb-7f3a.42' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.42');
    for (const header of [undefined, 'has spaces in it', 'x'.repeat(200), 'bad\u00e9']) {
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/v1/health',
        headers: header === undefined ? {} : { 'x-request-id': header },
      });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { createTestApp, json, newUser, type TestApp } from '../helpers/test-app.ts';

let context: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  context = await createTestApp({
    environment: { LOG_LEVEL: 'trace' },
    dependencies: { logStream: { write: (line) => lines.push(line) } },
    addRoutes: (app) => {
      // A query that fails with personal data among its parameters: a user whose id is not a
      // UUID (22P02), and one whose name holds a NUL byte (22021).
      app.post('/api/v1/test/failing-query', async (request) => {
        const { id, name } = request.body as { id: string; name: string };
        await context.db.insert(users).values({
          ...(id ? { id } : {}),
          name,
          email: 'meera.private@example.com',
          passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$aGFzaGhhc2hoYXNo',
          phone: '+91 98100 77777',
          location: '42 Hidden Lane, Udaipur 313001',
        });
        return { success: true };
      });
      app.get('/api/v1/test/unexpected', async () => {
        await context.db.execute(sql`select * from no_such_table where name = ${'Meera Private'}`);
        return { success: true };
      });
    },
  });
});
afterAll(() => context.close());

describe('logs', () => {
  it('never contain passwords or tokens, and every request line carries its request id', async () => {
    const user = newUser({ password: 'Sup3r-Secret-Passphrase' });
    await context.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: user });
    const login = await context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const token = json<{ token: string }>(login).token;
    await context.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${token}`, cookie: 'session=cookie-secret-value' },
    });
    await context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: 'Wrong-Secret-Passphrase' },
    });
    // Anything a later module might log by mistake is censored too.
    context.app.log.info(
      {
        password: 'Logged-By-Mistake',
        user: { passwordHash: '$argon2id$x', token },
        request: { headers: { cookie: 'session=logged-cookie', authorization: `Bearer ${token}` } },
        reply: { headers: { 'set-cookie': 'session=set-cookie-secret' } },
      },
      'oops',
    );

    const all = lines.join('\n');
    expect(lines.length).toBeGreaterThan(6);
    for (const secret of [
      user.password,
      'Wrong-Secret-Passphrase',
      token,
      'cookie-secret-value',
      'Logged-By-Mistake',
      'logged-cookie',
      'set-cookie-secret',
      '$argon2id$',
    ]) {
      expect(all).not.toContain(secret);
    }
    expect(all).toContain('[redacted]');

    const requestLines = lines
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.req || entry.res);
    expect(requestLines.length).toBeGreaterThanOrEqual(8);
    for (const entry of requestLines) expect(entry.reqId).toEqual(expect.any(String));
  });

  it('log a failed query without its parameters; bad data is a 400 and a missing table a 500', async () => {
    const before = lines.length;
    const badId = await context.app.inject({
      method: 'POST',
      url: '/api/v1/test/failing-query',
      payload: { id: 'not-a-uuid', name: 'Meera Private' },
    });
    expect(badId.statusCode).toBe(400);
    expect(json(badId)).toEqual({
      success: false,
      message: expect.stringMatching(/cannot be stored/),
    });
    const nul = await context.app.inject({
      method: 'POST',
      url: '/api/v1/test/failing-query',
      payload: { id: '', name: 'Meera\u0000Private' },
    });
    expect(nul.statusCode).toBe(400);
    const missingTable = await context.app.inject({
      method: 'GET',
      url: '/api/v1/test/unexpected',
    });
    expect(missingTable.statusCode).toBe(500);
    expect(json(missingTable).message).not.toMatch(/no_such_table|Meera/);

    const logged = lines.slice(before).join('\n');
    // The failures were logged, with the SQL and the database's code...
    expect(logged).toContain('22P02');
    expect(logged).toContain('42P01');
    expect(logged).toMatch(/Failed query: insert into .*users/);
    // ...and nothing of what was being stored.
    for (const personal of [
      '$argon2id$',
      'meera.private@example.com',
      '98100 77777',
      'Hidden Lane',
      'Meera Private',
      'Meera\\u0000Private',
    ]) {
      expect(logged, personal).not.toContain(personal);
    }
  });

  it('leave out the request lines of health checks, readings, the calendar and its feed, not of the API', async () => {
    const before = lines.length;
    const place = 'lat=28.6139&lon=77.209&zone=Asia/Kolkata';
    for (const url of [
      '/api/v1/health',
      '/api/v1/horoscope/weekly/leo',
      `/api/v1/astro/calendar?year=2026&month=11&${place}`,
      `/api/v1/astro/festivals?year=2026&${place}`,
      '/festivals/2026.ics',
    ]) {
      expect((await context.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    const quiet = lines.slice(before).join('\n');
    expect(quiet).not.toContain('incoming request');
    expect(quiet).not.toContain('request completed');

    await context.app.inject({ method: 'GET', url: '/api/v1/auth/me' });
    const logged = lines.slice(before).join('\n');
    expect(logged).toContain('incoming request');
    expect(logged).toContain('request completed');
  });

  it('write the path of a request, never its query (a birthplace typed, coordinates)', async () => {
    const before = lines.length;
    const place = await context.app.inject({
      method: 'GET',
      url: '/api/v1/places?q=Jhumri%20Telaiya',
    });
    expect(place.statusCode).toBe(200);
    const panchang = await context.app.inject({
      method: 'GET',
      url: '/api/v1/astro/panchang?date=2026-03-20&lat=24.4329&lon=85.5253&zone=Asia/Kolkata',
    });
    expect(panchang.statusCode).toBe(200);
    // A request refused for its query is logged without it too.
    await context.app.inject({ method: 'GET', url: '/api/v1/astro/panchang?lat=24.4329' });
    const logged = lines.slice(before);
    const urls = logged.flatMap((line) => {
      const url = (JSON.parse(line) as { req?: { url?: string } }).req?.url;
      return url === undefined ? [] : [url];
    });
    expect(urls).toContain('/api/v1/places');
    expect(urls).toContain('/api/v1/astro/panchang');
    for (const personal of ['Jhumri', 'Telaiya', '24.4329', '85.5253']) {
      expect(logged.join('\n'), personal).not.toContain(personal);
    }
  });
});

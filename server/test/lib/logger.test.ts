import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, newUser, type TestApp } from '../helpers/test-app.ts';

let context: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  context = await createTestApp({
    environment: { LOG_LEVEL: 'trace' },
    dependencies: { logStream: { write: (line) => lines.push(line) } },
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
      { password: 'Logged-By-Mistake', user: { passwordHash: '$argon2id$x', token } },
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
});

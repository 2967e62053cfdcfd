import { eq } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema.ts';
import { loginFailureLimits } from '../../../src/modules/auth/auth.service.ts';
import {
  createTestApp,
  json,
  newUser,
  registerAndLogIn,
  type TestApp,
  testJwtSecret,
} from '../../helpers/test-app.ts';

let context: TestApp;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const register = (payload: unknown, remoteAddress = '10.0.0.1') =>
  context.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: payload as object,
    remoteAddress,
  });
const logIn = (payload: unknown, remoteAddress = '10.0.0.1') =>
  context.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: payload as object,
    remoteAddress,
  });

describe('POST /api/v1/auth/register', () => {
  it('creates a user with a trimmed, lower-cased e-mail and an argon2id hash', async () => {
    const user = newUser({ email: '  Ravi.Kumar@Example.COM ' });
    const response = await register(user);
    expect(response.statusCode).toBe(201);
    expect(json(response)).toEqual({ success: true, message: 'Signup successful' });
    const [row] = await context.db
      .select()
      .from(users)
      .where(eq(users.email, 'ravi.kumar@example.com'));
    expect(row).toMatchObject({ name: user.name, location: 'Delhi', role: 'user', phone: '' });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(user.password);
  });

  it('ignores a role sent by the client: every new account is a user', async () => {
    const user = newUser();
    expect((await register({ ...user, role: 'admin' })).statusCode).toBe(201);
    const [row] = await context.db.select().from(users).where(eq(users.email, user.email));
    expect(row?.role).toBe('user');
  });

  it('answers 409 when the e-mail is taken, whatever its case and spacing', async () => {
    const user = newUser();
    expect((await register(user)).statusCode).toBe(201);
    const again = await register(user);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ success: false, message: expect.stringMatching(/already/) });
    const shouting = await register({ ...user, email: `  ${user.email.toUpperCase()}  ` });
    expect(shouting.statusCode).toBe(409);
  });

  it.each(['name', 'email', 'password', 'location'])(
    'answers 400 naming %s when it is missing',
    async (field) => {
      const body: Record<string, string> = newUser();
      delete body[field];
      const response = await register(body);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({
        success: false,
        message: expect.any(String),
        errors: [{ path: field, message: expect.any(String) }],
      });
    },
  );

  it.each([
    ['email', 'not-an-email'],
    ['email', 'asha@'],
    ['name', ''],
    ['name', '   '],
    ['name', 'n'.repeat(101)],
    ['location', ''],
    ['location', 'l'.repeat(101)],
    ['password', 'seven77'],
    ['password', 'p'.repeat(129)],
    ['name', 42],
  ])('answers 400 for %s = %j', async (field, value) => {
    const response = await register({ ...newUser(), [field]: value });
    expect(response.statusCode).toBe(400);
    const body = json<{ success: boolean; errors: { path: string }[] }>(response);
    expect(body.success).toBe(false);
    expect(body.errors.map((error) => error.path)).toEqual([field]);
  });

  it('accepts passwords of exactly 8 and 128 characters', async () => {
    expect((await register(newUser({ password: '8'.repeat(8) }))).statusCode).toBe(201);
    expect((await register(newUser({ password: 'x'.repeat(128) }))).statusCode).toBe(201);
  });

  it('lists every invalid field at once', async () => {
    const response = await register({ name: '', email: 'nope', password: 'short', location: '' });
    expect(response.statusCode).toBe(400);
    const paths = json<{ errors: { path: string }[] }>(response).errors.map((error) => error.path);
    expect(paths.sort()).toEqual(['email', 'location', 'name', 'password']);
  });

  it('answers 400 for malformed JSON and for a body that is not an object', async () => {
    const malformed = await context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Asha",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed)).toEqual({ success: false, message: 'Malformed JSON body.' });

    for (const payload of ['[]', '"text"', 'null']) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(json(response).success).toBe(false);
    }
  });

  it('answers 413 for a body over 100 KB', async () => {
    const response = await register({ ...newUser(), name: 'x'.repeat(101 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(json(response)).toEqual({ success: false, message: expect.stringMatching(/too large/) });
  });
});

describe('POST /api/v1/auth/login', () => {
  it('returns a signed token and exactly the public user fields', async () => {
    const user = newUser();
    await register(user);
    const response = await logIn({ email: user.email.toUpperCase(), password: user.password });
    expect(response.statusCode).toBe(200);
    const body = json<{ token: string; user: Record<string, unknown> }>(response);
    expect(body).toMatchObject({ success: true, message: expect.any(String) });
    expect(Object.keys(body.user).sort()).toEqual([
      '_id',
      'email',
      'location',
      'name',
      'phone',
      'role',
    ]);
    expect(body.user).toMatchObject({
      name: user.name,
      email: user.email,
      role: 'user',
      phone: '',
      location: 'Delhi',
    });

    const { payload, protectedHeader } = await jwtVerify(
      body.token,
      new TextEncoder().encode(testJwtSecret),
    );
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload.sub).toBe(body.user._id);
    expect(payload.role).toBe('user');
    expect(payload.iss).toEqual(expect.any(String));
    expect(payload.aud).toEqual(expect.any(String));
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(7 * 24 * 60 * 60);
  });

  it('answers 401 with one message for a wrong password and for an unknown e-mail', async () => {
    const user = newUser();
    await register(user);
    const wrongPassword = await logIn(
      { email: user.email, password: 'not the password' },
      '10.0.1.1',
    );
    const unknownEmail = await logIn(
      { email: `nobody.${user.email}`, password: user.password },
      '10.0.1.1',
    );
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(json(wrongPassword)).toEqual({ success: false, message: expect.any(String) });
    expect(json(unknownEmail)).toEqual(json(wrongPassword));
  });

  it.each([
    [{ password: 'whatever1' }, 'email'],
    [{ email: 'asha@example.com' }, 'password'],
    [{ email: 'not-an-email', password: 'whatever1' }, 'email'],
    [{ email: 'asha@example.com', password: '' }, 'password'],
  ])('answers 400 for %j', async (payload, field) => {
    const response = await logIn(payload);
    expect(response.statusCode).toBe(400);
    expect(
      json<{ errors: { path: string }[] }>(response).errors.map((error) => error.path),
    ).toEqual([field]);
  });

  it(`answers 429 with Retry-After after ${loginFailureLimits.perEmail} failures for one e-mail`, async () => {
    const user = newUser();
    await register(user);
    for (let attempt = 0; attempt < loginFailureLimits.perEmail; attempt += 1) {
      expect(
        (await logIn({ email: user.email, password: 'wrong password' }, '10.0.2.1')).statusCode,
      ).toBe(401);
    }
    // Even the right password, from another address, waits now.
    const throttled = await logIn({ email: user.email, password: user.password }, '10.0.2.2');
    expect(throttled.statusCode).toBe(429);
    expect(json(throttled)).toEqual({ success: false, message: expect.any(String) });
    const retryAfter = Number(throttled.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('forgets an e-mail’s failures after a successful login', async () => {
    const user = newUser();
    await register(user);
    const fail = () => logIn({ email: user.email, password: 'wrong password' }, '10.0.3.1');
    for (let attempt = 1; attempt < loginFailureLimits.perEmail; attempt += 1) await fail();
    expect(
      (await logIn({ email: user.email, password: user.password }, '10.0.3.1')).statusCode,
    ).toBe(200);
    for (let attempt = 1; attempt < loginFailureLimits.perEmail; attempt += 1) {
      expect((await fail()).statusCode).toBe(401);
    }
  });

  it(`answers 429 after ${loginFailureLimits.perIp} failures from one address, for any e-mail`, async () => {
    const address = '10.0.4.1';
    for (let attempt = 0; attempt < loginFailureLimits.perIp; attempt += 1) {
      const response = await logIn(
        { email: `guess${attempt}@example.com`, password: 'wrong password' },
        address,
      );
      expect(response.statusCode).toBe(401);
    }
    const user = newUser();
    await register(user);
    const fromThatAddress = await logIn({ email: user.email, password: user.password }, address);
    expect(fromThatAddress.statusCode).toBe(429);
    expect(Number(fromThatAddress.headers['retry-after'])).toBeGreaterThan(0);
    const fromElsewhere = await logIn({ email: user.email, password: user.password }, '10.0.4.2');
    expect(fromElsewhere.statusCode).toBe(200);
  });
});

describe('GET /api/v1/auth/me', () => {
  it('returns the signed-in user', async () => {
    const user = await registerAndLogIn(context.app);
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      success: true,
      user: {
        _id: user.id,
        name: user.name,
        email: user.email,
        phone: '',
        role: 'user',
        location: user.location,
      },
    });
  });

  it('reflects a role change at once', async () => {
    const user = await registerAndLogIn(context.app);
    await context.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(json<{ user: { role: string } }>(response).user.role).toBe('admin');
  });

  it('answers 401 without a token', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ success: false, message: expect.any(String) });
  });
});

import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema.ts';
import { tokenAudience, tokenIssuer } from '../../../src/modules/auth/access-tokens.ts';
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
    expect((await register(newUser({ password: 'kq7-vb2m' }))).statusCode).toBe(201);
    expect((await register(newUser({ password: 'xy'.repeat(64) }))).statusCode).toBe(201);
  });

  it('refuses blank, one-character and commonly used passwords, naming the field', async () => {
    for (const [password, message] of [
      ['        ', /must not be blank/],
      ['aaaaaaaa', /one character repeated/],
      ['88888888', /one character repeated/],
      ['password1', /most commonly used/],
      ['Iloveyou', /most commonly used/],
      ['qwertyuiop', /most commonly used/],
    ] as const) {
      const response = await register(newUser({ password }));
      expect(response.statusCode, password).toBe(400);
      const body = json<{ message: string; errors: { path: string }[] }>(response);
      expect(body.message).toMatch(message);
      expect(body.errors.map((error) => error.path)).toEqual(['password']);
    }
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

  const { perEmailAndAddress, perAddress, perEmail } = loginFailureLimits;

  it(`locks an e-mail on one address after ${perEmailAndAddress} failures there, saying for how long`, async () => {
    const user = newUser();
    await register(user);
    for (let attempt = 0; attempt < perEmailAndAddress; attempt += 1) {
      expect(
        (await logIn({ email: user.email, password: 'wrong password' }, '10.0.2.1')).statusCode,
      ).toBe(401);
    }
    // Even the right password waits now, from that address.
    const throttled = await logIn({ email: user.email, password: user.password }, '10.0.2.1');
    expect(throttled.statusCode).toBe(429);
    expect(json(throttled)).toEqual({
      success: false,
      message: expect.stringMatching(/15 minute/),
    });
    // Retry-After is the real remaining time of the lock (15 minutes from the first failure),
    // not 1 second.
    const retryAfter = Number(throttled.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(15 * 60 - 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('does not let a guesser on one address lock the owner out from another', async () => {
    const owner = newUser();
    await register(owner);
    for (let attempt = 0; attempt < perEmailAndAddress + 3; attempt += 1) {
      await logIn({ email: owner.email, password: 'attacker guess' }, '10.0.5.1');
    }
    expect(
      (await logIn({ email: owner.email, password: 'attacker guess' }, '10.0.5.1')).statusCode,
    ).toBe(429);
    const fromHome = await logIn({ email: owner.email, password: owner.password }, '10.0.5.2');
    expect(fromHome.statusCode).toBe(200);
    // The owner's success does not unlock the guesser's address.
    expect(
      (await logIn({ email: owner.email, password: owner.password }, '10.0.5.1')).statusCode,
    ).toBe(429);
  });

  it(`still stops guessing of one e-mail from many addresses after ${perEmail} attempts`, async () => {
    const user = newUser();
    await register(user);
    for (let attempt = 0; attempt < perEmail; attempt += 1) {
      const address = `10.1.${Math.floor(attempt / 4)}.${attempt % 4}`;
      await logIn({ email: user.email, password: 'wrong password' }, address);
    }
    const throttled = await logIn({ email: user.email, password: user.password }, '10.2.0.1');
    expect(throttled.statusCode).toBe(429);
  });

  it('records each attempt before checking it: 25 parallel guesses get at most 5 password checks', async () => {
    const user = newUser();
    await register(user);
    const replies = await Promise.all(
      Array.from({ length: 25 }, () =>
        logIn({ email: user.email, password: 'parallel guess' }, '10.0.6.1'),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    // A 401 is a password that was checked; a 429 was refused before any check.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
      perEmailAndAddress,
    );
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      25 - perEmailAndAddress,
    );
  });

  it('forgets an address’s failures after a successful login from it', async () => {
    const user = newUser();
    await register(user);
    const fail = () => logIn({ email: user.email, password: 'wrong password' }, '10.0.3.1');
    for (let attempt = 1; attempt < perEmailAndAddress; attempt += 1) await fail();
    expect(
      (await logIn({ email: user.email, password: user.password }, '10.0.3.1')).statusCode,
    ).toBe(200);
    for (let attempt = 1; attempt < perEmailAndAddress; attempt += 1) {
      expect((await fail()).statusCode).toBe(401);
    }
  });

  it(`answers 429 after ${perAddress} failures from one address, for any e-mail`, async () => {
    const address = '10.0.4.1';
    for (let attempt = 0; attempt < perAddress; attempt += 1) {
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
    expect(Number(fromThatAddress.headers['retry-after'])).toBeGreaterThan(15 * 60 - 60);
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

  it('ends every earlier session when the password or the role changes, however it is changed', async () => {
    const me = (token: string) =>
      context.app.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
    const user = await registerAndLogIn(context.app);
    // An operator's SQL, not the app: the database itself raises the token version.
    await context.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    expect((await me(user.token)).statusCode).toBe(401);
    // A new login, even within the same second, works and sees the new role.
    const again = json<{ token: string }>(
      await logIn({ email: user.email, password: user.password }),
    );
    const fresh = await me(again.token);
    expect(fresh.statusCode).toBe(200);
    expect(json<{ user: { role: string } }>(fresh).user.role).toBe('admin');
    // A change of something else (the name) ends nothing.
    await context.db.update(users).set({ name: 'Renamed' }).where(eq(users.id, user.id));
    expect((await me(again.token)).statusCode).toBe(200);
    await context.db.update(users).set({ passwordHash: 'x' }).where(eq(users.id, user.id));
    expect((await me(again.token)).statusCode).toBe(401);
  });

  it('refuses tokens without an expiry, older than the maximum age, or without a version', async () => {
    const user = await registerAndLogIn(context.app);
    const key = new TextEncoder().encode(testJwtSecret);
    const sign = (
      build: (token: SignJWT) => SignJWT,
      claims: Record<string, unknown> = { ver: 0 },
    ) =>
      build(
        new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(user.id)
          .setIssuer(tokenIssuer)
          .setAudience(tokenAudience),
      ).sign(key);
    const now = Math.floor(Date.now() / 1000);
    const tokens = {
      'no expiry': await sign((token) => token.setIssuedAt()),
      'issued 8 days ago, expiring in a year': await sign((token) =>
        token.setIssuedAt(now - 8 * 86_400).setExpirationTime(now + 365 * 86_400),
      ),
      'no version': await sign((token) => token.setIssuedAt().setExpirationTime('1h'), {}),
    };
    for (const [name, token] of Object.entries(tokens)) {
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, name).toBe(401);
    }
    // The same signing with everything present is accepted: the refusals above are the claims.
    const good = await sign((token) => token.setIssuedAt().setExpirationTime('1h'));
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${good}` },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ success: false, message: expect.any(String) });
  });
});

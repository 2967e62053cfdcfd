import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema.ts';
import { emailChangeLimit } from '../../../src/modules/account/account.service.ts';
import { createTestApp, json, type TestApp } from '../../helpers/test-app.ts';
import { accountKit } from './account-test-kit.ts';

/**
 * Keeping an account (issue 33, docs/decisions/038): a change of password with the current one
 * (every other session ends, this device gets a new token); a change of e-mail confirmed from
 * the new address by a single-use link and announced to the old one, where the unique index
 * decides; logging out everywhere; the profile.
 */

const clock = { offsetMs: 0 };
let context: TestApp;
const kit = accountKit(() => context);

beforeAll(async () => {
  context = await createTestApp({
    environment: { SITE_URL: 'https://shubh.example' },
    dependencies: { now: () => new Date(Date.now() + clock.offsetMs) },
  });
});
afterAll(() => context.close());

const me = (token: string) => kit.call('GET', '/auth/me', { token });

describe('POST /api/v1/auth/change-password', () => {
  it('needs the current password, then ends the other sessions and keeps this one', async () => {
    const account = await kit.account();
    const otherDevice = json<{ token: string }>(
      await kit.logIn(account.email, account.password),
    ).token;

    const wrong = await kit.call('POST', '/auth/change-password', {
      token: account.token,
      payload: { currentPassword: 'not my password', newPassword: 'my next secret' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ errors: [{ path: 'currentPassword' }] });
    // A wrong current password is no reason to sign anyone out.
    expect((await me(account.token)).statusCode).toBe(200);

    const common = await kit.call('POST', '/auth/change-password', {
      token: account.token,
      payload: { currentPassword: account.password, newPassword: 'password1' },
    });
    expect(common.statusCode).toBe(400);
    expect(json(common)).toMatchObject({ errors: [{ path: 'newPassword' }] });

    const changed = await kit.call('POST', '/auth/change-password', {
      token: account.token,
      payload: { currentPassword: account.password, newPassword: 'my next secret' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const body = json<{ token: string; user: { _id: string }; message: string }>(changed);
    expect(body.user._id).toBe(account.id);
    expect(body.message).toMatch(/logged out on every other device/);
    expect((await me(account.token)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(body.token)).statusCode).toBe(200);
    expect((await kit.logIn(account.email, 'my next secret')).statusCode).toBe(200);
    const [mail] = await kit.mailsTo(account.email, 'account-password-changed');
    expect(mail?.textBody).toMatch(/has been changed/);
  });

  it('ends an unused reset link', async () => {
    const account = await kit.account();
    await kit.call('POST', '/auth/forgot-password', { payload: { email: account.email } });
    const link = await kit.linkToken(account.email, 'account-password-reset', '/reset-password');
    const changed = await kit.call('POST', '/auth/change-password', {
      token: account.token,
      payload: { currentPassword: account.password, newPassword: 'changed before reset' },
    });
    expect(changed.statusCode).toBe(200);
    const reset = await kit.call('POST', '/auth/reset-password', {
      payload: { token: link, password: 'an attacker secret' },
    });
    expect(reset.statusCode).toBe(400);
  });

  it('needs a token', async () => {
    const response = await kit.call('POST', '/auth/change-password', {
      payload: { currentPassword: 'x', newPassword: 'my next secret' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/v1/auth/change-email and /confirm-email', () => {
  it('changes the address once the new one confirms it, and tells the old one', async () => {
    const account = await kit.account();
    const newEmail = `moved.${Date.now()}@example.com`;
    const asked = await kit.call('POST', '/auth/change-email', {
      token: account.token,
      payload: { email: `  ${newEmail.toUpperCase()} `, password: account.password },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(json<{ message: string }>(asked).message).toContain(newEmail);
    // Nothing changes before the link is used.
    expect(json<{ user: { email: string } }>(await me(account.token)).user.email).toBe(
      account.email,
    );
    const token = await kit.linkToken(newEmail, 'account-email-confirm', '/confirm-email');

    const confirmed = await kit.call('POST', '/auth/confirm-email', { payload: { token } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(json(confirmed)).toEqual({
      success: true,
      message: `The e-mail address of your account is now ${newEmail}.`,
    });
    // The session goes on, with the new address; the old address logs in no more.
    expect(json<{ user: { email: string } }>(await me(account.token)).user.email).toBe(newEmail);
    expect((await kit.logIn(newEmail, account.password)).statusCode).toBe(200);
    expect((await kit.logIn(account.email, account.password)).statusCode).toBe(401);
    const [notice] = await kit.mailsTo(account.email, 'account-email-changed');
    expect(notice?.textBody).toContain(`to ${newEmail}`);

    // Single-use.
    const again = await kit.call('POST', '/auth/confirm-email', { payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(json<{ message: string }>(again).message).toMatch(/already been used/);
  });

  it('answers the same for an address that has an account, mails that address no link, and lets the unique index decide', async () => {
    const account = await kit.account();
    const holder = await kit.account();
    const free = `free.${Date.now()}@example.com`;
    const askFree = await kit.call('POST', '/auth/change-email', {
      token: account.token,
      payload: { email: free, password: account.password },
    });
    const askTaken = await kit.call('POST', '/auth/change-email', {
      token: account.token,
      payload: { email: holder.email, password: account.password },
    });
    expect(askTaken.statusCode).toBe(200);
    expect(json<{ message: string }>(askTaken).message).toBe(
      json<{ message: string }>(askFree).message.replace(free, holder.email),
    );
    const [inUse] = await kit.mailsTo(holder.email, 'account-email-in-use');
    expect(inUse?.textBody).toMatch(/already has an account/);
    expect(inUse?.textBody).not.toMatch(/token=/);
    expect(await kit.mailsTo(holder.email, 'account-email-confirm')).toEqual([]);

    // The later request ended the earlier link; a new one for a free address, then someone
    // registers that address before it is confirmed: the unique index refuses the change.
    const earlier = await kit.linkToken(free, 'account-email-confirm', '/confirm-email');
    const ended = await kit.call('POST', '/auth/confirm-email', { payload: { token: earlier } });
    expect(ended.statusCode).toBe(400);

    const raced = `raced.${Date.now()}@example.com`;
    await kit.call('POST', '/auth/change-email', {
      token: account.token,
      payload: { email: raced, password: account.password },
    });
    const link = await kit.linkToken(raced, 'account-email-confirm', '/confirm-email');
    await kit.account({ email: raced });
    const taken = await kit.call('POST', '/auth/confirm-email', {
      payload: { token: link },
      language: 'hi',
    });
    expect(taken.statusCode).toBe(409);
    expect(json<{ message: string }>(taken).message).toBe(
      'यह ईमेल पता पहले से किसी दूसरे खाते में इस्तेमाल हो रहा है।',
    );
    const [row] = await context.db.select().from(users).where(eq(users.id, account.id));
    expect(row?.email).toBe(account.email);
  });

  it('needs the password, a new address, and is limited per hour', async () => {
    const account = await kit.account();
    const wrong = await kit.call('POST', '/auth/change-email', {
      token: account.token,
      payload: { email: `x.${Date.now()}@example.com`, password: 'not it at all' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ errors: [{ path: 'password' }] });
    const same = await kit.call('POST', '/auth/change-email', {
      token: account.token,
      payload: { email: account.email, password: account.password },
    });
    expect(same.statusCode).toBe(400);
    expect(json(same)).toMatchObject({ errors: [{ path: 'email' }] });
    for (let i = 0; i < emailChangeLimit.perHour; i += 1) {
      const asked = await kit.call('POST', '/auth/change-email', {
        token: account.token,
        payload: { email: `n${i}.${Date.now()}@example.com`, password: account.password },
      });
      expect(asked.statusCode).toBe(200);
    }
    const refused = await kit.call('POST', '/auth/change-email', {
      token: account.token,
      payload: { email: `over.${Date.now()}@example.com`, password: account.password },
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it('refuses a confirmation link after 24 hours', async () => {
    const account = await kit.account();
    const newEmail = `slow.${Date.now()}@example.com`;
    await kit.call('POST', '/auth/change-email', {
      token: account.token,
      payload: { email: newEmail, password: account.password },
    });
    const token = await kit.linkToken(newEmail, 'account-email-confirm', '/confirm-email');
    clock.offsetMs = 24 * 60 * 60_000 + 60_000;
    try {
      const late = await kit.call('POST', '/auth/confirm-email', { payload: { token } });
      expect(late.statusCode).toBe(400);
      expect(json<{ message: string }>(late).message).toMatch(/expired/);
    } finally {
      clock.offsetMs = 0;
    }
  });

  it('ends a reset link sent to the old address', async () => {
    const account = await kit.account();
    await kit.call('POST', '/auth/forgot-password', { payload: { email: account.email } });
    const reset = await kit.linkToken(account.email, 'account-password-reset', '/reset-password');
    const newEmail = `after.${Date.now()}@example.com`;
    await kit.call('POST', '/auth/change-email', {
      token: account.token,
      payload: { email: newEmail, password: account.password },
    });
    const token = await kit.linkToken(newEmail, 'account-email-confirm', '/confirm-email');
    expect((await kit.call('POST', '/auth/confirm-email', { payload: { token } })).statusCode).toBe(
      200,
    );
    const used = await kit.call('POST', '/auth/reset-password', {
      payload: { token: reset, password: 'from the old mailbox' },
    });
    expect(used.statusCode).toBe(400);
  });
});

describe('POST /api/v1/auth/logout-everywhere', () => {
  it('ends every session of the account, this one too', async () => {
    const account = await kit.account();
    const other = json<{ token: string }>(await kit.logIn(account.email, account.password)).token;
    const response = await kit.call('POST', '/auth/logout-everywhere', {
      token: account.token,
      language: 'hi',
    });
    expect(response.statusCode).toBe(200);
    expect(json<{ message: string }>(response).message).toMatch(/लॉग आउट/);
    expect((await me(account.token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    const fresh = json<{ token: string }>(await kit.logIn(account.email, account.password)).token;
    expect((await me(fresh)).statusCode).toBe(200);
  });
});

describe('PUT /api/v1/auth/me', () => {
  it('saves the name, phone and location, and GET /auth/me shows them', async () => {
    const account = await kit.account();
    const saved = await kit.call('PUT', '/auth/me', {
      token: account.token,
      payload: { name: '  Asha Sharma ', phone: '+91 98100 55555', location: 'Pune' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved)).toEqual({
      success: true,
      message: 'Your profile has been saved.',
      user: {
        _id: account.id,
        name: 'Asha Sharma',
        email: account.email,
        phone: '+91 98100 55555',
        role: 'user',
        location: 'Pune',
      },
    });
    expect(json<{ user: { phone: string } }>(await me(account.token)).user.phone).toBe(
      '+91 98100 55555',
    );
    const cleared = await kit.call('PUT', '/auth/me', {
      token: account.token,
      payload: { name: 'Asha Sharma', phone: '', location: 'Pune' },
    });
    expect(json<{ user: { phone: string } }>(cleared).user.phone).toBe('');
  });

  it('refuses a bad phone number and an empty name, and ignores a role', async () => {
    const account = await kit.account();
    const bad = await kit.call('PUT', '/auth/me', {
      token: account.token,
      payload: { name: '', phone: 'call me', location: 'Pune', role: 'admin' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      json<{ errors: { path: string }[] }>(bad)
        .errors.map((e) => e.path)
        .sort(),
    ).toEqual(['name', 'phone']);
    const good = await kit.call('PUT', '/auth/me', {
      token: account.token,
      payload: { name: 'Ravi', phone: '', location: 'Pune', role: 'admin' },
    });
    expect(json<{ user: { role: string } }>(good).user.role).toBe('user');
    // A change of profile is not a change of credentials: the session goes on.
    expect((await me(account.token)).statusCode).toBe(200);
  });
});

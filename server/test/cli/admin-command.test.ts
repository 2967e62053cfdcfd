import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../src/cli/admin-command.ts';
import { acquireDataDirLock } from '../../src/db/data-dir-lock.ts';
import { openDatabase } from '../../src/db/database.ts';
import { users } from '../../src/db/schema.ts';
import { createTestApp, json, newUser, type TestApp } from '../helpers/test-app.ts';

let context: TestApp;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

/** Runs the command against the test database (which stays open for the test). */
async function admin(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand(args, {
    openDatabase: async () => ({ ...context.database, close: async () => {} }),
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const logIn = (email: string, password: string) =>
  context.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
const roleOf = async (email: string) =>
  (await context.db.select().from(users).where(eq(users.email, email)))[0]?.role;

describe('npm run admin -- create', () => {
  it('creates an admin who can log in', async () => {
    const result = await admin(
      'create',
      '--email',
      'Owner@Example.com',
      '--password',
      'owner password 1',
      '--name',
      'Owner',
    );
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toMatch(/Created/);
    const login = await logIn('owner@example.com', 'owner password 1');
    expect(login.statusCode).toBe(200);
    expect(json<{ user: object }>(login).user).toMatchObject({ role: 'admin', name: 'Owner' });
  });

  it('never turns an existing customer account into the admin, and says how to promote it', async () => {
    // The attack: register the address the owner will use for the admin, keep the token, wait.
    const user = newUser();
    await context.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: user });
    const attacker = json<{ token: string }>(await logIn(user.email, user.password)).token;

    const result = await admin('create', '--email', user.email, '--password', 'new admin password');
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/already exists and is not an admin/);
    expect(result.err).toContain(`npm run admin -- promote --email ${user.email}`);
    expect(await roleOf(user.email)).toBe('user');
    // Neither the password nor the role changed: the old token is still only a customer's.
    expect((await logIn(user.email, 'new admin password')).statusCode).toBe(401);
    const summary = await context.app.inject({
      method: 'GET',
      url: '/api/v1/order/getAll',
      headers: { authorization: `Bearer ${attacker}` },
    });
    expect(summary.statusCode).toBe(403);
  });

  it('promotes an account on purpose, keeping its password and ending its earlier sessions', async () => {
    const user = newUser();
    await context.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: user });
    const before = json<{ token: string }>(await logIn(user.email, user.password)).token;

    const result = await admin('promote', '--email', user.email);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toMatch(/is now an admin/);
    expect(await roleOf(user.email)).toBe('admin');
    const orders = (token: string) =>
      context.app.inject({
        method: 'GET',
        url: '/api/v1/order/getAll',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await orders(before)).statusCode).toBe(401);
    const after = json<{ token: string }>(await logIn(user.email, user.password)).token;
    expect((await orders(after)).statusCode).toBe(200);

    expect((await admin('promote', '--email', user.email)).out).toMatch(/already an admin/);
    const missing = await admin('promote', '--email', 'nobody@example.com');
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/no account/);
  });

  it('ends the admin’s earlier sessions when it sets a new password', async () => {
    await admin('create', '--email', 'rotate@example.com', '--password', 'first password 1');
    const before = json<{ token: string }>(await logIn('rotate@example.com', 'first password 1'));
    await admin('create', '--email', 'rotate@example.com', '--password', 'second password 2');
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v1/order/getAll',
      headers: { authorization: `Bearer ${before.token}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('changes nothing when run again with the same details', async () => {
    await admin('create', '--email', 'again@example.com', '--password', 'same password 1');
    const [before] = await context.db
      .select()
      .from(users)
      .where(eq(users.email, 'again@example.com'));
    const result = await admin(
      'create',
      '--email',
      'again@example.com',
      '--password',
      'same password 1',
    );
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/nothing changed/);
    const [after] = await context.db
      .select()
      .from(users)
      .where(eq(users.email, 'again@example.com'));
    expect(after?.passwordHash).toBe(before?.passwordHash);
  });

  it.each([
    [[], /Missing command/],
    [['delete', '--email', 'a@example.com'], /Unknown command: delete/],
    [['create', '--password', 'long enough 1'], /--email is required/],
    [['create', '--email', 'a@example.com'], /--password is required/],
    [['create', '--email', 'not-an-email', '--password', 'long enough 1'], /--email: .*e-mail/],
    [['create', '--email', 'a@example.com', '--password', 'short'], /--password: .*8/],
    [['promote'], /--email is required/],
    [['promote', '--email', 'a@example.com', '--password', 'long enough 1'], /password/],
    [
      ['create', '--email', 'a@example.com', '--password', 'long enough 1', '--role', 'x'],
      /--role/,
    ],
    [
      ['create', 'extra', '--email', 'a@example.com', '--password', 'long enough 1'],
      /Unexpected argument: extra/,
    ],
  ])('refuses %j with exit code 2 and the usage', async (args, message) => {
    const result = await admin(...args);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(message);
    expect(result.err).toMatch(/Usage: npm run admin -- create/);
    expect(await roleOf('a@example.com')).toBeUndefined();
  });

  it('prints the usage for --help', async () => {
    const result = await admin('--help');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/Usage/);
  });
});

describe('with the embedded database in use', () => {
  it('refuses to open a data folder the server holds, with exit code 1', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-lock-'));
    // What a running server holds (see openPgliteDatabase).
    const release = acquireDataDirLock(path.join(dataDir, 'db.lock'));
    try {
      const err: string[] = [];
      const code = await runAdminCommand(
        ['create', '--email', 'b@example.com', '--password', 'long enough 1'],
        {
          openDatabase: () => openDatabase({ dataDir, databaseUrl: undefined }),
          out: () => {},
          err: (line) => err.push(line),
        },
      );
      expect(code).toBe(1);
      expect(err.join('\n')).toMatch(/in use by process/);
    } finally {
      release();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

import { randomInt } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outbox } from '../../../src/db/schema.ts';
import { json, newUser, type TestApp } from '../../helpers/test-app.ts';

/** A client address of its own, so one test's requests do not meet another's limits. */
export const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export type Account = { id: string; email: string; password: string; name: string; token: string };

/** Calls and reads shared by the account tests (decision 038). */
export function accountKit(context: () => TestApp) {
  const app = () => context().app;

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: {
      token?: string;
      payload?: unknown;
      language?: 'en' | 'hi';
      ip?: string;
    } = {},
  ) {
    return app().inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.language ? { 'accept-language': options.language } : {}),
      },
      remoteAddress: options.ip ?? someAddress(),
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });
  }

  async function logIn(email: string, password: string) {
    return call('POST', '/auth/login', { payload: { email, password } });
  }

  return {
    call,
    logIn,
    /** Registers a new account and logs in. */
    async account(overrides: Record<string, string> = {}): Promise<Account> {
      const user = newUser(overrides);
      const ip = someAddress();
      const registered = await call('POST', '/auth/register', { payload: user, ip });
      expect(registered.statusCode, registered.body).toBe(201);
      const loggedIn = await logIn(user.email, user.password);
      expect(loggedIn.statusCode, loggedIn.body).toBe(200);
      const body = json<{ token: string; user: { _id: string } }>(loggedIn);
      return {
        id: body.user._id,
        email: user.email,
        password: user.password,
        name: user.name,
        token: body.token,
      };
    },
    /** The mails queued to an address, oldest first (optionally of one kind). */
    async mailsTo(address: string, kind?: string) {
      return context()
        .db.select()
        .from(outbox)
        .where(and(eq(outbox.toAddress, address), kind ? eq(outbox.kind, kind) : undefined))
        .orderBy(asc(outbox.createdAt), asc(outbox.id));
    },
    /** The token of the last link of one kind mailed to an address. */
    async linkToken(address: string, kind: string, page: string) {
      await app().accounts.settled();
      const mails = await this.mailsTo(address, kind);
      const text = mails.at(-1)?.textBody ?? '';
      const match = new RegExp(`${page}\\?token=([A-Za-z0-9_-]+)`).exec(text);
      if (!match?.[1]) throw new Error(`no ${kind} link mailed to ${address}`);
      return match[1];
    },
  };
}

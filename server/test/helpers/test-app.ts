import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { type AppDependencies, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { users } from '../../src/db/schema.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export const testJwtSecret = 'test-secret-that-is-long-enough-0123456789';

/** A configuration as the server would read it, for tests; `environment` overrides. */
function testConfig(environment: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: testJwtSecret,
    DATA_DIR: path.join(tmpdir(), 'no-data-dir-used'),
    WEB_BUILD_DIR: path.join(tmpdir(), 'no-web-build'),
    ...environment,
  });
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type FastifyApp = Awaited<ReturnType<typeof buildApp>>;

/**
 * The real app on a fresh database, with its own data folder (written mail goes there).
 * Call `close()` in afterAll.
 */
export async function createTestApp(
  options: {
    environment?: Record<string, string>;
    dependencies?: Omit<AppDependencies, 'database'>;
    database?: TestDatabase;
    /** Extra routes (e.g. guarded ones, as later modules declare them), added before ready. */
    addRoutes?: (app: FastifyApp) => void;
  } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'server-test-'));
  const config = testConfig({ DATA_DIR: dataDir, ...options.environment });
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp(config, { ...options.dependencies, database });
  options.addRoutes?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    db: database.db,
    dataDir,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The parsed JSON body of a reply. */
export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

let userCounter = 0;

/** A valid registration body with an e-mail no other test uses. */
export function newUser(overrides: Record<string, string> = {}) {
  userCounter += 1;
  return {
    name: 'Asha Verma',
    email: `asha.${process.pid}.${userCounter}.${Date.now()}@example.com`,
    password: 'correct horse battery',
    location: 'Delhi',
    ...overrides,
  };
}

/** Registers a user and logs in; returns the token and the public user. */
export async function registerAndLogIn(
  app: TestApp['app'],
  overrides: Record<string, string> = {},
) {
  const user = newUser(overrides);
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: user,
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const loggedIn = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: user.email, password: user.password },
  });
  const body = json<{ token: string; user: { _id: string; role: string } }>(loggedIn);
  return { ...user, token: body.token, id: body.user._id };
}

/**
 * Makes a registered user an admin (or a user again) in the database and logs in once more: a
 * change of role ends the sessions issued before it, so the old token no longer works.
 */
export async function setRoleAndLogIn(
  context: Pick<TestApp, 'app' | 'db'>,
  user: { id: string; email: string; password: string },
  role: 'admin' | 'user',
): Promise<string> {
  await context.db.update(users).set({ role }).where(eq(users.id, user.id));
  const loggedIn = await context.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: user.email, password: user.password },
  });
  if (loggedIn.statusCode !== 200) throw new Error(`login failed: ${loggedIn.body}`);
  return json<{ token: string }>(loggedIn).token;
}

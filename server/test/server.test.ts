import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './helpers/server-process.ts';
import { createTestDatabase, databaseKind, type TestDatabase } from './helpers/test-database.ts';

const post = (url: string, body: object) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the server process', () => {
  let dataDir: string;
  let database: TestDatabase | undefined;
  const environment: Record<string, string> = {
    ADMIN_EMAIL: 'owner@example.com',
    ADMIN_PASSWORD: 'owner password 1',
    JWT_SECRET: 'server-test-secret-that-is-long-enough',
  };
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'server-process-'));
    environment.DATA_DIR = dataDir;
    environment.WEB_BUILD_DIR = path.join(dataDir, 'no-web-build');
    if (databaseKind === 'postgres') {
      database = await createTestDatabase();
      environment.DATABASE_URL = database.url ?? '';
    }
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts, serves, drains on SIGTERM, and keeps its data across a restart', async () => {
    const first = await startServerProcess(environment);
    const health = await fetch(`${first.url}/api/v1/health/ready`);
    expect(await health.json()).toEqual({ success: true, status: 'ok', db: 'ok' });
    const user = {
      name: 'Asha',
      email: 'asha@example.com',
      password: 'asha password 1',
      location: 'Pune',
    };
    expect((await post(`${first.url}/api/v1/auth/register`, user)).status).toBe(201);
    expect(await first.stop('SIGTERM')).toBe(0);
    // Everything the server made in its data folder is its owner's alone.
    const opened = readdirSync(dataDir, { recursive: true, withFileTypes: true })
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => (statSync(file).mode & 0o077) !== 0);
    expect(opened).toEqual([]);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);

    const second = await startServerProcess(environment);
    try {
      const login = await post(`${second.url}/api/v1/auth/login`, {
        email: user.email,
        password: user.password,
      });
      expect(login.status).toBe(200);
      const admin = await post(`${second.url}/api/v1/auth/login`, {
        email: environment.ADMIN_EMAIL,
        password: environment.ADMIN_PASSWORD,
      });
      expect(admin.status).toBe(200);
      expect(((await admin.json()) as { user: { role: string } }).user.role).toBe('admin');
    } finally {
      expect(await second.stop('SIGINT')).toBe(0);
    }
  }, 60_000);
});

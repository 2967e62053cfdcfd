import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKind, type TestDatabase } from './helpers/test-database.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

type RunningServer = { process: ChildProcess; url: string; exited: Promise<number | null> };

/** Starts `src/server.ts` as `npm start` would and resolves once it logs that it is ready. */
function startServer(environment: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const stderr: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      const url = /ready: (http:\/\/[^\s"]+)/.exec(line)?.[1];
      if (url) resolve({ process: child, url, exited });
    });
    exited.then((code) => reject(new Error(`server exited with ${code}: ${stderr.join('')}`)));
  });
}

async function stop(server: RunningServer, signal: NodeJS.Signals) {
  server.process.kill(signal);
  return server.exited;
}

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
    const first = await startServer(environment);
    const health = await fetch(`${first.url}/api/v1/health`);
    expect(await health.json()).toEqual({ success: true, status: 'ok', db: 'ok' });
    const user = {
      name: 'Asha',
      email: 'asha@example.com',
      password: 'asha password 1',
      location: 'Pune',
    };
    expect((await post(`${first.url}/api/v1/auth/register`, user)).status).toBe(201);
    expect(await stop(first, 'SIGTERM')).toBe(0);

    const second = await startServer(environment);
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
      expect(await stop(second, 'SIGINT')).toBe(0);
    }
  }, 60_000);
});

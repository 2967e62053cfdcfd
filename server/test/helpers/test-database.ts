import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPgliteDatabase, openPostgresDatabase } from '../../src/db/database.ts';

export const databaseKind = process.env.TEST_DATABASE_KIND === 'postgres' ? 'postgres' : 'pglite';

export type TestDatabase = Database & {
  /** For a server started as a separate process: DATABASE_URL, when on PostgreSQL. */
  url: string | undefined;
};

/**
 * A fresh, migrated database for one test file: a copy of the PGlite template in memory, or a
 * new database on the TEST_DATABASE_URL server (dropped again on close). Always await close().
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (databaseKind === 'pglite') {
    const database = await openPgliteDatabase({ loadDataDir: await loadPgliteTemplate() });
    return { ...database, url: undefined };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await administer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgresDatabase(url.toString());
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      await administer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function loadPgliteTemplate(): Promise<Blob> {
  return new Blob([await readFile(inject('pgliteTemplatePath'))]);
}

async function administer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

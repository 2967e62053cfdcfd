import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPgliteDatabase } from '../../src/db/database.ts';
import { databaseKind } from '../helpers/test-database.ts';

// A new embedded data folder is made by a child process (createPgliteDataFolder, decision 014):
// the server then opens it like an existing one. The embedded database's alone: run once.
describe.runIf(databaseKind === 'pglite')('a new embedded data folder', () => {
  let parent: string;
  beforeEach(() => {
    parent = mkdtempSync(path.join(tmpdir(), 'pglite-folder-'));
  });
  afterEach(() => rmSync(parent, { recursive: true, force: true }));

  it('is created, opened, and keeps what was written across a reopen', async () => {
    const dataDir = path.join(parent, 'db');
    const first = await openPgliteDatabase({ dataDir });
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    await first.db.execute(sql`create table kept (value text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();

    const second = await openPgliteDatabase({ dataDir });
    try {
      const result = await second.client.query<{ value: string }>('select value from kept');
      expect(result.rows).toEqual([{ value: 'still here' }]);
    } finally {
      await second.close();
    }
  }, 60_000);

  it('that cannot be created says why and leaves the folder free for the next try', async () => {
    // A file where the folder should be: PostgreSQL's initdb fails in the child.
    const dataDir = path.join(parent, 'db');
    writeFileSync(dataDir, 'not a folder');
    await expect(openPgliteDatabase({ dataDir })).rejects.toThrow(
      /Could not create the embedded database in .*db \(exit code 1\): {"name":"ErrnoError"/,
    );
    // The lock was given back: a second attempt fails the same way, not on the lock.
    await expect(openPgliteDatabase({ dataDir })).rejects.toThrow(/Could not create/);
  }, 60_000);
});

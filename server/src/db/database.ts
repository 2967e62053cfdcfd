import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import * as schema from './schema.ts';

type Schema = typeof schema;

/**
 * The Drizzle database, whichever driver is underneath. A transaction is also a `Db`, so
 * repositories take a `Db` and work inside or outside a transaction alike.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Applies the pending migrations of src/db/migrations. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  /** Closes the database; must be awaited (PGlite flushes its files on close). Idempotent. */
  close(): Promise<void>;
};

/**
 * Found next to this module both as source (src/db/migrations) and in the bundle
 * (dist/migrations, copied there by build.mjs).
 */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the configured database: a PostgreSQL server when a URL is given, else PGlite. */
export function openDatabase(config: { dataDir: string; databaseUrl: string | undefined }) {
  return config.databaseUrl === undefined
    ? openPgliteDatabase({ dataDir: path.join(config.dataDir, 'db') })
    : openPostgresDatabase(config.databaseUrl);
}

/**
 * The embedded database's PostgreSQL settings, sized for one small shop rather than PostgreSQL's
 * defaults (128 MB of shared buffers): with them the server holds under 300 MB at rest
 * (docs/decisions/014-embedded-database-memory-and-start.md; 8 MB of buffers since decision 044).
 */
const pgliteSettings = {
  shared_buffers: '8MB',
  work_mem: '2MB',
  maintenance_work_mem: '16MB',
  temp_buffers: '2MB',
  wal_buffers: '1MB',
};

function pgliteStartParams(): string[] {
  return [
    ...PGlite.defaultStartParams,
    ...Object.entries(pgliteSettings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
}

const wasmCompilerFlags = ['--liftoff-only', '--no-wasm-tier-up', '--no-wasm-dynamic-tiering'];

/**
 * PGlite (PostgreSQL in WebAssembly) in `dataDir`, or in memory when no folder is given.
 * `loadDataDir` starts from a dump made by `dumpDataDir` (tests copy a migrated template).
 */
export async function openPgliteDatabase(options: {
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<Database & { client: PGlite }> {
  // PostgreSQL compiled to WebAssembly is 30 MB of code: V8's optimising compiler (TurboFan) would
  // compile it a second time in the background, holding tens of megabytes more and competing
  // with start-up for the CPU; the baseline compiler alone opens the database faster and serves
  // a small shop's queries as fast (measured in decision 014). Set at run time, `--liftoff-only`
  // no longer implies its two companions (V8 applies flag implications at start only): without
  // them Node 24 still tiers up and holds about 45 MB more (decision 044).
  for (const flag of wasmCompilerFlags) v8.setFlagsFromString(flag);
  let releaseLock = () => {};
  if (options.dataDir !== undefined) {
    mkdirSync(path.dirname(options.dataDir), { recursive: true, mode: 0o700 });
    releaseLock = acquireDataDirLock(`${options.dataDir}.lock`);
  }
  let client: PGlite;
  try {
    const settings = {
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      startParams: pgliteStartParams(),
      // Trigram indexes for the admin's search of orders and appointments (migration 0007).
      extensions: { pg_trgm },
    };
    if (options.dataDir !== undefined && !existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
      await createPgliteDataFolder(options.dataDir, settings.startParams);
    }
    client = await PGlite.create(settings);
    if (options.dataDir !== undefined) restrictToOwner(options.dataDir);
  } catch (error) {
    releaseLock();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  const database = createDatabase({
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      await client.close();
      releaseLock();
    },
  });
  return { ...database, client };
}

/**
 * Creates a new PGlite data folder (PostgreSQL's initdb) in a child process, which then exits.
 * Created in this process, the folder left its WebAssembly instance's memory behind, even with
 * the instance closed and a new one opened: a server started on a new folder held 215-240 MB at
 * rest, against 180 MB when started again on the same folder (decision 014). The child's memory
 * goes with it, at about a quarter of a second more on the one start that creates the folder
 * (the reopen it replaces is gone). The child runs
 * this process's Node with the WebAssembly flags set above (faster to compile, for one use) and
 * imports the very PGlite this module imports.
 */
async function createPgliteDataFolder(dataDir: string, startParams: string[]): Promise<void> {
  const childCode = `
    const [pgliteUrl, settings] = process.argv.slice(1);
    try {
      const { PGlite } = await import(pgliteUrl);
      const client = await PGlite.create(JSON.parse(settings));
      await client.close();
    } catch (error) {
      // PGlite's file system errors have no message, only a name and a number.
      process.stderr.write(error?.message || JSON.stringify(error));
      process.exit(1);
    }`;
  const child = spawn(
    process.execPath,
    [
      ...wasmCompilerFlags,
      '--input-type=module',
      '--eval',
      childCode,
      import.meta.resolve('@electric-sql/pglite'),
      JSON.stringify({ dataDir, startParams }),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errorOutput = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    errorOutput = (errorOutput + chunk).slice(-2000);
  });
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0) {
    throw new Error(
      `Could not create the embedded database in ${dataDir} (${signal ?? `exit code ${code}`}): ${errorOutput.trim()}`,
    );
  }
}

/**
 * PGlite's file system layer creates its files readable and writable by everyone (0666),
 * whatever the process's umask: close every file and folder of the database to its owner. The
 * data folder itself is 0700 (config.ts), so files PGlite adds later are out of others' reach
 * too; they are closed at the next start.
 */
function restrictToOwner(folder: string) {
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const mode = statSync(file).mode;
    if ((mode & 0o077) !== 0) chmodSync(file, entry.isDirectory() ? 0o700 : 0o600);
  }
}

export async function openPostgresDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzleNodePostgres({ client: pool, schema });
  return createDatabase({
    db,
    driver: 'postgres',
    migrate: async () => {
      // Several instances may start at once: one migrates, the others wait for it.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock(hashtext($1))', ['app-migrations']);
        await migrateNodePostgres(db, { migrationsFolder });
      } finally {
        await lockClient
          .query('select pg_advisory_unlock(hashtext($1))', ['app-migrations'])
          .finally(() => lockClient.release());
      }
    },
    close: () => pool.end(),
  });
}

function createDatabase(parts: {
  db: Db;
  driver: Database['driver'];
  migrate: () => Promise<void>;
  close: () => Promise<void>;
}): Database {
  let closing: Promise<void> | undefined;
  return {
    db: parts.db,
    driver: parts.driver,
    migrate: parts.migrate,
    ping: async () => {
      await parts.db.execute(sql`select 1`);
    },
    close: () => {
      closing ??= parts.close();
      return closing;
    },
  };
}

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openPgliteDatabase } from '../../src/db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a PGlite database with every migration applied (see test-database.ts). */
    pgliteTemplatePath: string;
  }
}

/**
 * Creating a PGlite database runs initdb (4-5 s); loading a dump takes well under a second. So
 * one migrated template is made here, and each test file loads a copy. The dump is kept in the
 * temp folder, keyed by the migrations and the PGlite version, for the next run.
 */
export default async function setup(project: TestProject) {
  const migrationsDir = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const key = createHash('sha256').update(
    readFileSync(path.join(pgliteEntry, '../../package.json')),
  );
  for (const file of readdirSync(migrationsDir, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsDir, file);
    if (file.endsWith('.sql') || file.endsWith('.json'))
      key.update(file).update(readFileSync(full));
  }
  const templatePath = path.join(tmpdir(), `pglite-template-${key.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(templatePath)) {
    const database = await openPgliteDatabase({});
    try {
      await database.migrate();
      const dump = await database.client.dumpDataDir('none');
      const partial = `${templatePath}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, templatePath);
    } finally {
      await database.close();
    }
  }
  project.provide('pgliteTemplatePath', templatePath);
}

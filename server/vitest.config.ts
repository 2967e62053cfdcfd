import { defineConfig } from 'vitest/config';

/**
 * Every API test runs against a real database: always on PGlite, and also on the PostgreSQL
 * server named by TEST_DATABASE_URL when it is set (each test file then gets its own fresh
 * database on that server).
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 15_000,
    hookTimeout: 30_000,
    // Vitest's default is one worker per core but one: a single worker on a 2-core machine. The
    // files wait on PostgreSQL and on child processes a good part of the time, so three workers
    // take about a third less time there (measured: 185 s against 276 s for both databases).
    maxWorkers: 3,
    // A worker keeps the modules it has loaded from one test file to the next, as the server keeps
    // them from one request to the next: every file builds its own app on its own database, and
    // no test replaces a module (no vi.mock). Loading the app's modules afresh for each of the
    // 122 files took 170-290 s of the workers' time, more than the tests themselves (measured:
    // the PGlite project in 151 s instead of 228 s).
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          globalSetup: ['test/helpers/pglite-template.global-setup.ts'],
          env: { TEST_DATABASE_KIND: 'pglite' },
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: { name: 'postgres', env: { TEST_DATABASE_KIND: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});

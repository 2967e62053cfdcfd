import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end journeys against the real, built site: the production server (server/dist) serving
 * the prerendered web build, on a fresh embedded database in a temporary folder, driven by
 * Debian's Chromium headless shell (no browser download). Run `npm run build` first (`npm test` does).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
// Set once in the main process; workers inherit it, so all of them talk to the same server.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'e2e-data-'));

export const adminCredentials = { email: 'owner@e2e.test', password: 'e2e-admin-password' };

/**
 * How many times its usual time a test and an expectation get in CI. CI runs on 2-core virtual
 * machines whose speed differs by more than two to one from one session to the next: the same
 * 335 tests took 528 s on one and 1214 s on another, where nine of the longest ran out of their
 * 30 s (decision 023). A timeout is there to catch a page that never answers, not a slow
 * machine. The test fixture applies it to every test's timeout (support/fixtures.ts).
 */
export const ciTimeFactor = process.env.CI ? 2 : 1;

// Debian's headless shell: the browser without its windowing parts, a third faster per test on
// two cores than the full Chromium (which stays the fallback).
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) =>
    existsSync(candidate),
  );

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Multiplied by ciTimeFactor in the test fixture, with the timeouts specs set themselves.
  timeout: 30_000,
  expect: { timeout: 7_000 * ciTimeFactor },
  fullyParallel: true,
  // The tests are bound by the CPU (decision 023), but each also waits on the server and on its
  // page: on a 2-core machine a third worker fills those waits (measured on 99 tests: 137 s with
  // two workers, 127 s with three, 122 s with four).
  workers: process.env.CI ? 3 : undefined,
  forbidOnly: Boolean(process.env.CI),
  // No retries: time-based behaviour runs on Playwright's fake clock (support/fixtures.ts), so a
  // test that fails once is a failure to look at, not a flake to hide.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs about half the run time on a 2-core machine, so CI records none;
    // rerun a failing test with `--trace on` to get one.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The site's service worker (docs/decisions/045) would answer the pages' requests before
    // `page.route` sees them and precache some 150 files in every test's browser: only
    // offline.spec.ts, which is about it, lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /admin-catalogue\.spec\.ts$/,
    },
    // The catalogue's tests change a bead's price and stock, which every shop test reads: they
    // run once the others are done, so no test sees a price or a sold-out bead it did not set.
    // Alone: `npx playwright test tests/admin-catalogue.spec.ts --no-deps`.
    {
      name: 'catalogue',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /admin-catalogue\.spec\.ts$/,
      dependencies: ['desktop'],
    },
  ],
  webServer: {
    // E2E_SERVER_COMMAND lets a developer run the TypeScript server without building it.
    command: process.env.E2E_SERVER_COMMAND ?? 'node ../server/dist/server.js',
    url: `http://127.0.0.1:${port}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_EMAIL: adminCredentials.email,
      ADMIN_PASSWORD: adminCredentials.password,
      LOG_LEVEL: 'warn',
      // Every browser of the suite shares one address: the per-address request limits (a login
      // a minute per user, at most 60) would refuse the suite's own sign-ins in a busy minute.
      RATE_LIMIT_FACTOR: '10',
      ...(process.env.WEB_BUILD_DIR ? { WEB_BUILD_DIR: process.env.WEB_BUILD_DIR } : {}),
    },
  },
});

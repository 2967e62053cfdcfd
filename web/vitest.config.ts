import { defineConfig } from 'vitest/config';

/**
 * Unit tests of the web app (app/**\/*.test.ts) and of its build scripts
 * (scripts/**\/*.test.mjs). Kept apart from vite.config.ts because the React Router plugin there
 * is for building the app, not for running tests.
 */
export default defineConfig({
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    environment: 'node',
    // Every string in both languages before any test renders, as on the build machine.
    setupFiles: ['app/lib/all-strings.server.ts'],
  },
});

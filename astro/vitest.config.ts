import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The reference test computes 200 whole charts: a few seconds on a quiet machine, more while
    // the rest of `npm test` runs beside it on two cores.
    testTimeout: 60_000,
  },
});

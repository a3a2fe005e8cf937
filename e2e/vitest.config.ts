import { defineConfig } from 'vitest/config';

/** Browser journeys through the built app and a real server (`npm run test:e2e`, after `npm run build`). */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file runs a server and a browser: one file at a time on a two-core machine.
    fileParallelism: false,
  },
});

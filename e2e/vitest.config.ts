import { defineConfig } from 'vitest/config';

/** Browser journeys through the built app and a real server (`npm run test:e2e`, after `npm run build`). */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file runs its own server (own port, data folder and database) and browser: two files at
    // a time, as they wait on the browser and the network more than they compute.
    maxWorkers: 2,
  },
});

import { defineConfig } from 'vitest/config';

/** Browser journeys through the built app and a real server (`npm run test:e2e`, after `npm run build`). */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.test.ts'],
    // A journey is several people's pages one after another, and CI machines differ up to three times
    // in speed: 180 s for the whole. Each step still waits at most the page's own limit (Playwright's 30 s,
    // or the file's `stepTimeout`), so a step that hangs fails on that step.
    testTimeout: 180_000,
    hookTimeout: 240_000,
    // `expect.poll` waits as long as a Playwright step would, not Vitest's 1 s: on a slow machine a
    // lazily loaded screen took longer than that to show the checkout's steps (seen in a CI run).
    expect: { poll: { timeout: 30_000 } },
    // Each file runs its own server (own port, data folder and database) and browser: two files at
    // a time, as they wait on the browser and the network more than they compute.
    maxWorkers: 2,
    // Files share a worker's modules (the server's among them): each still starts its own server.
    isolate: false,
    // One migrated PGlite database per run, which each journey's server copies into its data
    // folder (support/server.ts) instead of migrating its own: 3 to 4 s of every server's start.
    globalSetup: ['packages/server/test/support/database-template.ts'],
  },
});

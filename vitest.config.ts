import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const serverTests = (database: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name: `server:${database}`,
    include: ['packages/server/test/**/*.test.ts'],
    // Concurrency needs PostgreSQL's separate connections: those files run in their own project.
    exclude: ['packages/server/test/concurrency/**'],
    env: { PLAZA_TEST_DATABASE: database },
    // One module graph per worker rather than per file: each file builds its own servers and
    // databases, and importing the whole server (AWS SDK, Stripe, Fastify…) anew for each of 120
    // files took a third of the project's time.
    isolate: false,
    // One migrated database per run, which each test server's copies.
    globalSetup: ['packages/server/test/support/database-template.ts'],
    // Each file starts real servers on real databases.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/** Buyers racing for the same stock: PostgreSQL only, since PGlite serves one connection. */
const concurrencyTests: TestProjectInlineConfiguration = {
  test: {
    name: 'server:concurrency',
    include: ['packages/server/test/concurrency/**/*.test.ts'],
    env: { PLAZA_TEST_DATABASE: 'postgres' },
    isolate: false,
    globalSetup: ['packages/server/test/support/database-template.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
};

if (!process.env.TEST_DATABASE_URL) {
  console.warn(
    'TEST_DATABASE_URL is not set: server tests run on PGlite only. ' +
      'Set it (e.g. postgresql://postgres@127.0.0.1:5432/test) to run them on PostgreSQL too.',
  );
}

export default defineConfig({
  test: {
    // Three files at a time on two cores: with two, the cores stood idle a fifth of the run while
    // files waited on databases, child processes and timers (716 s on two workers, 609 s on three).
    maxWorkers: 3,
    projects: [
      { test: { name: 'api', include: ['packages/api/test/**/*.test.ts'] } },
      'packages/ui',
      { test: { name: 'app', include: ['app/src/**/*.test.ts'] } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      serverTests('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverTests('postgres')] : []),
      ...(process.env.TEST_DATABASE_URL ? [concurrencyTests] : []),
    ],
  },
});

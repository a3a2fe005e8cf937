import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.js';
import { createDatabaseOn } from './test-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * A database with every migration applied, which each test's new database copies: a PGlite
     * folder, or a PostgreSQL database to use as `template`.
     */
    databaseTemplate: string;
  }
}

/** A new PostgreSQL database on `adminUrl`'s server, with every migration applied. */
async function postgresTemplate(adminUrl: string) {
  const template = await createDatabaseOn(adminUrl, 'plaza_template');
  const database = await openDatabase({ databaseUrl: template.url, dataDir: tmpdir() });
  await database.migrate();
  // A template may have no one connected while it is copied.
  await database.close();
  return template;
}

/** A PGlite folder with every migration applied, closed, so it can be copied as it is. */
async function pgliteTemplate() {
  const dataDir = await mkdtemp(join(tmpdir(), 'plaza-template-'));
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  await database.migrate();
  await database.close();
  return { folder: join(dataDir, 'db'), drop: () => rm(dataDir, { recursive: true, force: true }) };
}

/**
 * Vitest's global set-up for the server's projects and the e2e journeys: migrates one database
 * before any test file runs, which every test server's database then copies
 * (support/test-database.ts), rather than creating and migrating its own. On PGlite that was 3 to 4 s of a test server's start, in a
 * run that starts hundreds; on PostgreSQL about one. Dropped when the run ends.
 */
export default async function setUp(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (project.config.env?.PLAZA_TEST_DATABASE === 'postgres' && adminUrl) {
    const template = await postgresTemplate(adminUrl);
    project.provide('databaseTemplate', template.name);
    return template.drop;
  }
  const template = await pgliteTemplate();
  project.provide('databaseTemplate', template.folder);
  return template.drop;
}

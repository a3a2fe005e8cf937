import { randomBytes } from 'node:crypto';
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** Which engine this run's server tests use: the Vitest project sets it (vitest.config.ts). */
export function testDatabaseKind(): TestDatabaseKind {
  return process.env.PLAZA_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Runs `statement` on the server `adminUrl` names, on a connection of its own. */
async function onServer(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new PostgreSQL database on `adminUrl`'s server (`TEST_DATABASE_URL`), named `prefix` and a
 * random tail, empty or a copy of `template`.
 */
export async function createDatabaseOn(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<TestDatabase & { name: string }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * A new PostgreSQL database for a test, so tests never share rows: a copy of the run's migrated
 * template (database-template.ts), so the server's start finds nothing to do.
 */
export async function createPostgresDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: PostgreSQL tests need a server');
  return createDatabaseOn(adminUrl, 'plaza_test', inject('databaseTemplate'));
}

/** A new PGlite database in `dataDir`, where the server looks: a copy of the run's migrated one. */
export async function createPgliteDatabase(dataDir: string): Promise<void> {
  await cp(inject('databaseTemplate'), join(dataDir, 'db'), { recursive: true });
}

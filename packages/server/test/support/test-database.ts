import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** Which engine this run's server tests use: the Vitest project sets it (vitest.config.ts). */
export function testDatabaseKind(): TestDatabaseKind {
  return process.env.PLAZA_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty PostgreSQL database on `TEST_DATABASE_URL`'s server, so tests never share rows. */
export async function createPostgresDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: PostgreSQL tests need a server');
  const name = `plaza_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

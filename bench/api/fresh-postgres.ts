import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

async function run(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new database on the server `serverUrl` points at, so a run never touches anyone's rows. */
export async function createFreshDatabase(serverUrl: string): Promise<FreshDatabase> {
  const name = `plaza_bench_${randomBytes(6).toString('hex')}`;
  await run(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import { hashPassword } from '../packages/server/src/auth/passwords.js';
import { products, users } from '../packages/server/src/db/schema/index.js';
import { withBenchServer } from './api/bench-server.js';
import { createFreshDatabase } from './api/fresh-postgres.js';
import { loadCatalogue } from './api/load-catalogue.js';
import { machine } from './api/report.js';
import { SHOPPER_ADDRESS } from './api/shopper.js';
import type { TrafficPlan, TrafficResult } from './load/traffic.js';

/*
 * `npm run bench:load`: mixed shopper traffic (explore, search, a product, sign-in, checkout) with
 * autocannon against the real server on a fresh PostgreSQL database. Passes with no connection
 * error, no answer of 500 or more, and the server's heap after the run within 20 % of before.
 */

const USAGE = `npm run bench:load -- [--products N] [--duration SECONDS] [--connections N] [--postgres URL]

Defaults: 10000 products, 60 s, 50 connections, PostgreSQL at DATABASE_URL or
postgresql://postgres@127.0.0.1:5432/postgres (a new database is created for the run and dropped).`;

const ACCOUNTS = 300;
const BUYERS = 20;
const PASSWORD = 'Load-test-Plaza-7';
const run = promisify(execFile);

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    postgres: { type: 'string' },
    help: { type: 'boolean' },
  },
});

async function post<T>(url: string, path: string, body: unknown, token?: string): Promise<T> {
  const answer = await fetch(`${url}/api/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

const megabytes = (bytes: number) => Math.round(bytes / 1024 ** 2);

/**
 * The server's heap once sockets have closed and the collector has run: what the run left behind.
 * Not RSS: each sign-in's scrypt (N = 2^17) takes 128 MB outside the heap, which the allocator keeps
 * for the next one.
 */
async function settledHeap(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  global.gc?.();
  return process.memoryUsage().heapUsed;
}

async function main(): Promise<boolean> {
  const postgres =
    values.postgres ?? process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  const fresh = await createFreshDatabase(postgres);
  const env = {
    DATABASE_URL: fresh.url,
    // Each request comes from an address of its own, as from many shoppers behind a proxy.
    TRUST_PROXY: 'true',
    PAYMENT_WINDOW_MINUTES: '30',
  };
  try {
    return await withBenchServer('plaza-load-', env, async (server, config) => {
      console.log(`Plaza load benchmark, ${new Date().toISOString()}\n${machine()}\n`);
      await loadCatalogue(server.database.db, config, Number(values.products), () => undefined);
      const { db } = server.database;
      const passwordHash = await hashPassword(PASSWORD, config.scryptCost);
      const usernames = Array.from({ length: ACCOUNTS }, (_, index) => `shopper_${index}`);
      await db.insert(users).values(
        usernames.map((username) => ({
          username,
          email: `${username}@example.com`,
          passwordHash,
          firstName: 'Load',
          lastName: 'Test',
          referralCode: username.toUpperCase(),
        })),
      );
      const productIds = (
        await db
          .select({ id: products.id })
          .from(products)
          .where(eq(products.status, 'approved'))
          .orderBy(asc(products.id))
          .limit(2_000)
      ).map(({ id }) => id);
      const buyers: TrafficPlan['buyers'] = [];
      for (const username of usernames.slice(0, BUYERS)) {
        const { access } = await post<{ access: string }>(server.url, 'auth/token/', {
          username,
          password: PASSWORD,
        });
        const address = await post<{ id: number }>(
          server.url,
          'marketplace/addresses/',
          SHOPPER_ADDRESS,
          access,
        );
        buyers.push({ token: access, address: address.id });
      }

      const before = await settledHeap();
      const plan: TrafficPlan = {
        url: server.url,
        duration: Number(values.duration),
        connections: Number(values.connections),
        productIds,
        usernames: usernames.slice(BUYERS),
        password: PASSWORD,
        buyers,
      };
      const { stdout } = await run(
        process.execPath,
        ['--import', 'tsx', join(import.meta.dirname, 'load', 'traffic.ts'), JSON.stringify(plan)],
        { maxBuffer: 16 * 1024 * 1024 },
      );
      const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as TrafficResult;
      const after = await settledHeap();

      const serverErrors = Object.entries(result.statuses)
        .filter(([status]) => Number(status) >= 500)
        .reduce((sum, [, count]) => sum + count, 0);
      const growth = (after - before) / before;
      console.log(
        `${Number(values.products).toLocaleString('en')} products on PostgreSQL; ${plan.connections} connections for ${plan.duration} s; shopper path: explore, search, product, sign in once (scrypt N=2^${config.scryptCost}) then explore page 2, checkout.\n`,
      );
      console.log(
        `requests     ${result.requests.toLocaleString('en')} (${Math.round(result.requestsPerSecond)} req/s)`,
      );
      console.log(`latency      p50 ${result.p50} ms, p99 ${result.p99} ms`);
      console.log(`statuses     ${JSON.stringify(result.statuses)}`);
      console.log(
        `errors       ${result.errors} (timeouts ${result.timeouts}); answers >= 500: ${serverErrors}`,
      );
      console.log(
        `heap         ${megabytes(before)} MB before, ${megabytes(after)} MB after: ${(growth * 100).toFixed(1)} % (RSS after: ${megabytes(process.memoryUsage().rss)} MB)`,
      );
      const passed = result.errors === 0 && serverErrors === 0 && Math.abs(growth) <= 0.2;
      console.log(passed ? '\nPASS' : '\nFAIL');
      return passed;
    });
  } finally {
    await fresh.drop();
  }
}

if (values.help) console.log(USAGE);
else if (!(await main())) process.exitCode = 1;

import {
  catalogueEndpoints as catalogue,
  productEditingEndpoints as productEditing,
  type Page,
  type Product,
  type ProductSummary,
} from '@plaza/api';
import { Redis } from 'ioredis';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { adminToken, approvedProduct, moderate } from '../support/products.js';
import { redisTestsRun, TEST_REDIS_URL } from '../support/redis.js';
import { useServerProcesses, type ServerProcess } from '../support/server-process.js';
import { waitFor } from '../support/wait-for.js';

/*
 * Two instances on one PostgreSQL, each keeping visitors' answers for a minute: a change made
 * through one clears the other's within moments, through the bus, also after the bus's connection
 * was cut. Without it, the other would show a suspended product on sale for the whole minute, and
 * signed-in shoppers, who get the same kept answers, an old price. The bus is PostgreSQL's
 * LISTEN/NOTIFY, or Redis pub/sub when the instances share a Redis.
 */

/** Keeps explore's answers far longer than any wait below, so only the bus can clear them. */
const KEPT = { CATALOGUE_CACHE_SECONDS: '60', EXPLORE_COUNT_SECONDS: '60' };

/** The tests of one kind of bus: `cut` drops every instance's listening connection. */
function keepEachOtherCurrent(
  env: Record<string, string>,
  cut: (database: string) => Promise<void>,
) {
  const processes = useServerProcesses();
  let first: ServerProcess;
  let second: ServerProcess;
  let admin: string;
  let seller: TestUser;

  beforeAll(async () => {
    first = await processes.start({ ...KEPT, ...env });
    second = await processes.start({ ...KEPT, ...env });
    admin = await adminToken(first.server);
    seller = await registerUser(first.server);
  });

  /** The ids on explore's first page as `instance` answers a visitor. */
  const explored = async (instance: ServerProcess) => {
    const answer = await call<Page<ProductSummary>>(instance.server, catalogue.products);
    expect(answer.status).toBe(200);
    return answer.body.results.map((product) => product.id);
  };

  /** Waits until `instance`'s explore shows (or no longer shows) product `id`. */
  const untilExplore = (instance: ServerProcess, id: number, shown: boolean) =>
    waitFor(`product ${id} to be ${shown ? 'on' : 'off'} explore`, async () =>
      (await explored(instance)).includes(id) === shown ? true : undefined,
    );

  const suspend = async (id: number) =>
    expect((await moderate(first.server, admin, id, 'suspended', 'Broken')).status).toBe(200);

  it('take a product suspended through one off the other’s kept explore', async () => {
    const product = await approvedProduct(first.server, seller.access, admin, { name: 'Lamp' });
    // The second instance keeps explore with the product in it.
    expect(await explored(second)).toContain(product.id);
    await suspend(product.id);
    await untilExplore(second, product.id, false);
    // And the first, which made the change, forgot its own at once.
    expect(await explored(first)).not.toContain(product.id);
  });

  it('show a signed-in shopper a price changed through the other within a second', async () => {
    const product = await approvedProduct(first.server, seller.access, admin, { price: '10.00' });
    const shopper = await registerUser(second.server);
    const priceOnSecond = async () =>
      (
        await call<Product>(second.server, catalogue.product, {
          params: { id: product.id },
          token: shopper.access,
        })
      ).body.price;
    // The second instance keeps the product's answer, for visitors and shoppers alike.
    expect(await priceOnSecond()).toBe('10.00');
    const repriced = await call(first.server, productEditing.updateProduct, {
      params: { id: product.id },
      token: seller.access,
      body: { price: '12.00' },
    });
    expect(repriced.status).toBe(200);
    const changed = performance.now();
    await waitFor('the new price on the second instance', async () =>
      (await priceOnSecond()) === '12.00' ? true : undefined,
    );
    expect(performance.now() - changed).toBeLessThan(1000);
  });

  it('hear each other again after the bus’s connection is cut', async () => {
    await cut(processes.database!.url);
    const product = await approvedProduct(first.server, seller.access, admin, { name: 'Chair' });
    await untilExplore(second, product.id, true);
    await suspend(product.id);
    await untilExplore(second, product.id, false);
  });
}

describe('instances sharing one PostgreSQL, told through LISTEN/NOTIFY', () => {
  keepEachOtherCurrent({}, async (url) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const listening = async () =>
        (
          await client.query<{ pid: number }>(
            `select pid from pg_stat_activity
             where datname = current_database() and query = 'LISTEN plaza_bus'`,
          )
        ).rows.map(({ pid }) => pid);
      const before = await waitFor('both instances to listen', async () => {
        const pids = await listening();
        return pids.length === 2 ? pids : undefined;
      });
      await client.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [
        before,
      ]);
      await waitFor('both instances to listen again', async () => {
        const pids = await listening();
        return pids.length === 2 && pids.every((pid) => !before.includes(pid)) ? true : undefined;
      });
    } finally {
      await client.end();
    }
  });
});

const hasRedis = await redisTestsRun('the Redis bus tests');

describe.runIf(hasRedis)('instances sharing a Redis, told through pub/sub', () => {
  keepEachOtherCurrent({ REDIS_URL: TEST_REDIS_URL }, async () => {
    const redis = new Redis(TEST_REDIS_URL);
    try {
      // Every subscriber of the bus's channel, these two instances' among them, is cut off.
      const subscribers = async () =>
        Number(
          await redis
            .call('PUBSUB', 'NUMSUB', 'plaza:bus')
            .then((answer) => (answer as [string, number])[1]),
        );
      await waitFor('both instances to subscribe', async () =>
        (await subscribers()) >= 2 ? true : undefined,
      );
      await redis.call('CLIENT', 'KILL', 'TYPE', 'pubsub');
      await waitFor('both instances to subscribe again', async () =>
        (await subscribers()) >= 2 ? true : undefined,
      );
    } finally {
      redis.disconnect();
    }
  });
});

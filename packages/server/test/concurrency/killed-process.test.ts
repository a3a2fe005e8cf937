import { orderEndpoints as orders, type Purchase } from '@plaza/api';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, registerUser, type TestUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { createdAddress, createdPurchase } from '../support/orders.js';
import { ADMIN, approvedProduct } from '../support/products.js';
import { useServerProcesses } from '../support/server-process.js';
import { waitFor, WAIT_LIMIT_MS } from '../support/wait-for.js';

/*
 * A notification is written in the transaction of the change it reports, so a server process killed
 * in the middle of that transaction leaves neither the change nor its notification, and the request
 * retried on a new process writes each notification once. PostgreSQL only: the test stalls the
 * server's transaction and watches it from a connection of its own.
 */

describe('notifications of a request whose server process is killed', () => {
  const processes = useServerProcesses();
  let client: pg.Client;
  beforeAll(async () => {
    // The test's own connection: it stalls the server's transaction and reads what is left.
    // A statement of its own that hangs fails instead of waiting out the test's time.
    client = new pg.Client({
      connectionString: processes.database!.url,
      statement_timeout: WAIT_LIMIT_MS,
    });
    await client.connect();
    // The server's connections check every 50 ms that their client is still there, so PostgreSQL
    // ends the killed process's transaction at once rather than after the stall (below) is over:
    // the stall can then be long enough for a slow machine, and the test stay quick. Without the
    // check the transaction still ends, as the stall does, within the wait's limit.
    await client.query(`
      do $$ begin
        execute format('alter database %I set client_connection_check_interval = 50',
          current_database());
      end $$
    `);
  });
  afterAll(() => client?.end());

  const start = () => processes.start();

  /** Every notification about the purchase, whoever it went to, as the database holds it. */
  const notificationsAbout = async (purchaseId: number) =>
    (
      await client.query<{ user_id: number; kind: string; key: string }>(
        `select user_id, kind, key from notifications
         where (params->>'purchase_id')::int = $1 order by kind, user_id`,
        [purchaseId],
      )
    ).rows;
  /** A user's id, which their notifications carry. */
  const userId = async (user: TestUser) =>
    (
      await client.query<{ id: number }>('select id from users where username = $1', [
        user.username,
      ])
    ).rows[0]!.id;

  // Two process starts on a busy two-core machine: far past Vitest's 30 s (urlOf allows each 120 s).
  it(
    'leaves none from the killed approval, and one of each from its retry',
    { timeout: 240_000 },
    async () => {
      const first = await start();
      let server = first.server;
      let admin = (await login(server, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD)).access;
      const buyer = await registerUser(server);
      const sellers = [await registerUser(server), await registerUser(server)];
      const products = await Promise.all(
        sellers.map((seller) => approvedProduct(server, seller.access, admin)),
      );
      const address = await createdAddress(server, buyer.access);
      const bought = await createdPurchase(server, buyer.access, {
        items: products.map((product) => ({ product: product.id, quantity: 1 })),
        shipping_address: address.id,
        payment_method: 'bank_transfer',
      });
      const id = bought.purchase_id;
      const transfer = await call<Purchase>(server, orders.verifyPayment, {
        params: { id },
        token: buyer.access,
        body: { verification_data: { reference: 'TRF-KILL' } },
      });
      expect(transfer.body.status).toBe('pending_approval');
      const approve = () =>
        call<Purchase>(server, orders.reviewPurchase, {
          params: { id },
          token: admin,
          body: { data: { status: 'approved' } },
        });

      // The approval stalls at its first sale_made, long enough to be killed there: it has changed
      // the purchase and written the buyer's purchase_paid, so a notification written anywhere but
      // in the approval's own transaction would already be committed.
      await client.query(`
        create function stall_notification() returns trigger language plpgsql as $$
        begin
          perform pg_sleep(20);
          return new;
        end $$;
        create trigger stall_notification before insert on notifications
          for each row when (new.kind = 'sale_made') execute function stall_notification();
      `);

      // The answer never comes: the request fails once the process is gone.
      const killed = approve().then(
        (answer) => answer.status,
        (error: unknown) => error,
      );
      const backend = await waitFor('the approval to stall in its notification', async () => {
        const { rows } = await client.query<{ pid: number }>(
          `select pid from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid() and wait_event = 'PgSleep'`,
        );
        return rows[0]?.pid;
      });
      // The purchase is changed, not yet committed: the kill comes after the change, not before.
      const { rows: writers } = await client.query(
        `select 1 from pg_locks
         where database = (select oid from pg_database where datname = current_database())
         and relation = 'purchases'::regclass and mode = 'RowExclusiveLock'
         and pid <> pg_backend_pid()`,
      );
      expect(writers, 'the approval committed before its sale_made').not.toHaveLength(0);
      first.entry.child.kill('SIGKILL');
      expect(await killed).toBeInstanceOf(Error);
      expect(await first.entry.exited).toBeNull();
      await waitFor('PostgreSQL to end the killed process’s transaction', async () => {
        const { rows } = await client.query('select 1 from pg_stat_activity where pid = $1', [
          backend,
        ]);
        return rows.length === 0 ? true : undefined;
      });

      // Nothing of the approval is left: the purchase and its sales still wait for it, unannounced.
      const { rows: statuses } = await client.query<{ status: string }>(
        `select status from purchases where id = $1
         union all select status from sales where purchase_id = $1`,
        [id],
      );
      expect(statuses).toEqual(Array(3).fill({ status: 'pending_approval' }));
      expect(await notificationsAbout(id)).toEqual([]);

      await client.query(`
        drop trigger stall_notification on notifications;
        drop function stall_notification();
      `);
      const second = await start();
      server = second.server;
      admin = (await login(server, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD)).access;
      const retried = await approve();
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      expect(retried.body.status).toBe('approved');
      const buyerId = await userId(buyer);
      const sellerIds = [await userId(sellers[0]!), await userId(sellers[1]!)];
      const saleOf = (seller: TestUser) =>
        bought.items.find((item) => item.seller.username === seller.username)!.sale_id;
      const once = [
        { user_id: buyerId, kind: 'purchase_paid', key: `purchase:${id}:paid` },
        ...sellers.map((seller, index) => ({
          user_id: sellerIds[index],
          kind: 'sale_made',
          key: `sale:${saleOf(seller)}:made`,
        })),
      ];
      expect(await notificationsAbout(id)).toEqual(once);

      // Retried once more, as a client that never heard the answer would: refused, and silent.
      expect((await approve()).status).toBe(409);
      expect(await notificationsAbout(id)).toEqual(once);
      second.entry.child.kill('SIGTERM');
      expect(await second.entry.exited).toBe(0);
    },
  );
});

import { orderEndpoints as orders, type Purchase } from '@plaza/api';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { bodyOf, call } from '../support/http.js';
import { useServerProcesses } from '../support/server-process.js';
import { saleOn, stopAndCheckGrace, waitForRefusal } from '../support/stopping.js';
import { waitFor, WAIT_LIMIT_MS } from '../support/wait-for.js';

/*
 * A purchase whose transaction is under way when SIGTERM comes, and still when the grace ends,
 * commits whole before the process exits 0 (docs/api.md, Operating Plaza, Stopping). PostgreSQL
 * only: the test holds a lock the transaction waits for, from a connection of its own.
 */

// Two process starts on a busy two-core machine, each allowed 120 s (run-entry.ts).
const STOP_TEST_TIMEOUT = 300_000;

describe('a server process told to stop mid-transaction', { timeout: STOP_TEST_TIMEOUT }, () => {
  const processes = useServerProcesses();

  it('lets a purchase whose transaction is under way at the signal commit whole before it exits', async () => {
    const stopping = await processes.start({ SHUTDOWN_GRACE_SECONDS: '5' });
    const sale = await saleOn(stopping.server);
    const client = new pg.Client({
      connectionString: processes.database!.url,
      statement_timeout: WAIT_LIMIT_MS,
    });
    await client.connect();
    try {
      await client.query('begin');
      await client.query('select id from products where id = $1 for update', [sale.product.id]);
      const posted = call<Purchase>(stopping.server, orders.createPurchase, {
        token: sale.buyer.access,
        body: { ...sale.order, payment_method: 'card' },
      });
      await waitFor('the purchase to wait for the product’s lock', async () => {
        const { rows } = await client.query(
          `select 1 from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid()
             and wait_event_type = 'Lock'`,
        );
        return rows.length > 0 ? true : undefined;
      });
      await stopAndCheckGrace(stopping);
      await waitForRefusal(stopping);

      await client.query('rollback');
      const created = bodyOf(await posted, 201);
      expect(await stopping.entry.exited).toBe(0);
      const { rows } = await client.query<{ items: number; sales: number; quantity: number }>(
        `select (select count(*)::int from purchase_items where purchase_id = $1) as items,
                  (select count(*)::int from sales where purchase_id = $1) as sales,
                  (select quantity from products where id = $2) as quantity`,
        [created.purchase_id, sale.product.id],
      );
      expect(rows).toEqual([{ items: 1, sales: 1, quantity: sale.product.quantity - 1 }]);
    } finally {
      await client.end();
    }
  });
});

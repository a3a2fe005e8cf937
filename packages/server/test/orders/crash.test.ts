import {
  catalogueEndpoints as catalogue,
  orderEndpoints as orders,
  pathOf,
  paymentEndpoints as payments,
  type Product,
  type PurchasePage,
} from '@plaza/api';
import { describe, expect, it } from 'vitest';
import { login, registerUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { cardToken, createdAddress, postPurchase } from '../support/orders.js';
import { ADMIN, approvedProduct } from '../support/products.js';
import { useServerProcesses } from '../support/server-process.js';

describe('a server process killed in a burst of purchases', () => {
  const processes = useServerProcesses();
  // One buyer's burst of unpaid purchases, killed part way: past the usual cap on unpaid ones. Each
  // is of a product of its own, since a product waits for payment in one purchase of a buyer at a
  // time (orders/unpaid-twin.ts).
  const BURST = 30;
  const start = () => processes.start({ LOG_LEVEL: 'trace', MAX_UNPAID_PURCHASES: '100' });

  // Two process starts and a few dozen requests: minutes on a busy machine.
  it(
    'keeps every committed purchase and leaks no stock; card numbers never reach the log',
    { timeout: 240_000 },
    async () => {
      const first = await start();
      const { server } = first;
      const admin = (await login(server, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD)).access;
      const seller = await registerUser(server);
      const buyer = await registerUser(server);
      const initial = 100;
      const products = await Promise.all(
        Array.from({ length: BURST }, () =>
          approvedProduct(server, seller.access, admin, { quantity: initial }),
        ),
      );
      const address = await createdAddress(server, buyer.access);

      // The card step with a paying, a declined and a mistyped card, at the most verbose log level.
      for (const number of ['4242 4242 4242 4242', '4000000000000002']) {
        await cardToken(server, buyer.access, number);
      }
      await call(server, payments.testPaymentToken, {
        token: buyer.access,
        body: { number: '4242424242424241', exp_month: 1, exp_year: 2099, cvc: '987' },
      });

      const committed: number[] = [];
      const refused: number[] = [];
      const burst = products.map(async (product) => {
        try {
          const answer = await postPurchase(server, buyer.access, {
            items: [{ product: product.id, quantity: 1 }],
            shipping_address: address.id,
            payment_method: 'card',
          });
          if (answer.status === 201) committed.push(answer.body.purchase_id);
          else refused.push(answer.status);
        } catch {
          // The connection died with the server: this purchase may or may not have been committed.
        }
      });
      // Killed once a few purchases are in. Should the burst end first, or stall, the test says
      // how, with the server's log, instead of waiting out its time.
      let burstEnded = false;
      const ended = Promise.all(burst).then(() => (burstEnded = true));
      const deadline = Date.now() + 60_000;
      while (committed.length < 3 && !burstEnded && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      first.entry.child.kill('SIGKILL');
      await ended;
      expect(
        committed.length,
        `refused: ${refused.join(', ')}\n${first.entry.output().slice(-4000)}`,
      ).toBeGreaterThanOrEqual(3);
      expect(await first.entry.exited).toBeNull();
      const log = first.entry.output().replace(/\s/g, '');
      for (const digits of ['4242424242424242', '4000000000000002', '4242424242424241']) {
        expect(log).not.toContain(digits);
      }
      expect(log).toContain(pathOf(payments.testPaymentToken));

      const second = await start();
      const again = second.server;
      const token = (await login(again, buyer.username, buyer.password)).access;
      const page = await call<PurchasePage>(again, orders.purchases, {
        query: { page_size: 100 },
        token,
      });
      const kept = new Map(page.body.results.map((purchase) => [purchase.purchase_id, purchase]));
      for (const id of committed) {
        expect(kept.get(id)?.items).toMatchObject([{ quantity: 1 }]);
      }
      for (const product of products) {
        const held = page.body.results
          .flatMap((purchase) => purchase.items)
          .filter((item) => item.product.id === product.id)
          .reduce((sum, item) => sum + item.quantity, 0);
        const stock = (
          await call<Product>(again, catalogue.product, { params: { id: product.id } })
        ).body.quantity;
        expect(stock + held).toBe(initial);
      }
      second.entry.child.kill('SIGTERM');
      expect(await second.entry.exited).toBe(0);
    },
  );
});

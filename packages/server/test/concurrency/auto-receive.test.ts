import type { Purchase } from '@plaza/api';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withoutEffects } from '../../src/changes/without-effects.js';
import { ledgerEntries, notifications, purchases } from '../../src/db/schema/index.js';
import { receiveDuePurchases } from '../../src/orders/auto-receive.js';
import { registerUser, type TestUser } from '../support/accounts.js';
import { sentAgo } from '../support/auto-receive.js';
import { paidPurchase } from '../support/orders.js';
import { confirmReceipt, shipPurchase } from '../support/purchase-flow.js';
import { useShop } from '../support/shop.js';

/*
 * The automatic receipt with other deciders at once, each on its own PostgreSQL connection: two
 * sweeps (two instances), and a sweep against buyers confirming by hand. Every purchase is received
 * once, with one set of ledger entries and, only when the sweep received it, one notification.
 */
describe('receiving purchases for their buyers at the same time', () => {
  // The server's own timed sweep waits a year, so the sweeps here, at 14 days, are the only ones.
  const shop = useShop({ env: { AUTO_RECEIVE_DAYS: '365' }, product: { quantity: 100 } });
  const DAYS = 14;
  let buyer: TestUser;
  beforeAll(async () => {
    buyer = await registerUser(shop.server);
  });

  /** `count` purchases of the shop's product, sent 15 days ago. */
  const duePurchases = async (count: number): Promise<Purchase[]> => {
    const made: Purchase[] = [];
    for (let turn = 0; turn < count; turn++) {
      const purchase = await paidPurchase(shop.server, buyer.access, [
        { product: shop.product.id, quantity: 1 },
      ]);
      await shipPurchase(shop.server, purchase, [shop.seller]);
      await sentAgo(shop.db(), purchase.purchase_id, '15 days');
      made.push(purchase);
    }
    return made;
  };
  /** The purchases' ids in order, whether made here or answered by a sweep. */
  const idsOf = (made: (Purchase | { id: number })[]) =>
    made
      .map((purchase) => ('purchase_id' in purchase ? purchase.purchase_id : purchase.id))
      .sort((a, b) => a - b);
  /** Per purchase, how many ledger entries of each kind it wrote. */
  const entryKinds = async (ids: number[]) => {
    const rows = await shop
      .db()
      .select({ purchaseId: ledgerEntries.purchaseId, kind: ledgerEntries.kind })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.purchaseId, ids));
    return ids.map((id) =>
      rows
        .filter((row) => row.purchaseId === id)
        .map((row) => row.kind)
        .sort(),
    );
  };
  /** Which of `ids` their buyer was told were received for them, each as often as told. */
  const noticedIds = async (ids: number[]) => {
    const rows = await shop
      .db()
      .select({ key: notifications.key })
      .from(notifications)
      .where(eq(notifications.kind, 'purchase_received_automatically'));
    return rows
      .map(({ key }) => Number(key.split(':')[1]))
      .filter((id) => ids.includes(id))
      .sort((a, b) => a - b);
  };
  const statusesOf = async (ids: number[]) =>
    (
      await shop
        .db()
        .select({ status: purchases.status })
        .from(purchases)
        .where(inArray(purchases.id, ids))
    ).map(({ status }) => status);

  it('two sweeps at once receive each purchase once', async () => {
    const ids = idsOf(await duePurchases(6));
    const [first, second] = await Promise.all([
      receiveDuePurchases(withoutEffects(shop.db()), DAYS),
      receiveDuePurchases(withoutEffects(shop.db()), DAYS),
    ]);
    expect(idsOf([...first, ...second])).toEqual(ids);
    expect(await statusesOf(ids)).toEqual(ids.map(() => 'received'));
    // The seller's sale and the company's fee, once each.
    expect(await entryKinds(ids)).toEqual(ids.map(() => ['fee', 'sale']));
    expect(await noticedIds(ids)).toEqual(ids);
  });

  it('a sweep racing the buyers’ own confirmations receives each purchase once', async () => {
    const ids = idsOf(await duePurchases(6));
    const [swept, ...answers] = await Promise.all([
      receiveDuePurchases(withoutEffects(shop.db()), DAYS),
      ...ids.map((id) => confirmReceipt(shop.server, buyer, id)),
    ]);
    const confirmed = ids.filter((_, index) => answers[index]?.status === 200);
    // Whoever came second was told no: the buyer `409`, the sweep by skipping it.
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect(
      idsOf(swept)
        .concat(confirmed)
        .sort((a, b) => a - b),
    ).toEqual(ids);
    expect(await statusesOf(ids)).toEqual(ids.map(() => 'received'));
    expect(await entryKinds(ids)).toEqual(ids.map(() => ['fee', 'sale']));
    expect(await noticedIds(ids)).toEqual(idsOf(swept));
  });
});

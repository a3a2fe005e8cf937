import { purchases, sales, ledgerEntries } from '../../src/db/schema/index.js';
import type { TestServer } from './test-server.js';

/**
 * Puts `cents` in a user's balance the way a received sale of theirs would, written straight into
 * the server's database: tests of withdrawals need money, and how purchases pay it is tested on its
 * own (earnings/crediting.test.ts).
 */
export async function fundUser(server: TestServer, userId: number, cents: number): Promise<void> {
  const { db } = server.server.database;
  await db.transaction(async (tx) => {
    const [purchase] = await tx
      .insert(purchases)
      .values({
        buyerId: userId,
        status: 'received',
        paymentMethod: 'card',
        subtotal: cents,
        shipping: 0,
        total: cents,
      })
      .returning({ id: purchases.id });
    const [sale] = await tx
      .insert(sales)
      .values({
        purchaseId: purchase!.id,
        sellerId: userId,
        status: 'received',
        subtotal: cents,
        shipping: 0,
        feePercent: '0',
        fee: 0,
        commissions: 0,
        netAmount: cents,
      })
      .returning({ id: sales.id });
    await tx.insert(ledgerEntries).values({
      userId,
      kind: 'sale',
      amountCents: cents,
      purchaseId: purchase!.id,
      saleId: sale!.id,
    });
  });
}

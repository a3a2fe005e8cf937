import { AddressBody } from '@plaza/api';
import { eq } from 'drizzle-orm';
import { create } from 'superstruct';
import { findUserById } from '../../../accounts/users.js';
import { withoutEffects } from '../../../changes/without-effects.js';
import type { Config } from '../../../config/index.js';
import type { Db } from '../../../db/database.js';
import { products, sales, transactions } from '../../../db/schema/index.js';
import { createAddress } from '../../../orders/addresses.js';
import { createPurchase } from '../../../orders/checkout.js';
import { expireDuePurchases } from '../../../orders/expiry.js';
import { cancelPurchase, reviewPurchase, verifyPayment } from '../../../orders/purchases.js';
import { receivePurchase } from '../../../orders/receive.js';
import { applySaleEvent } from '../../../orders/transitions.js';
import { transferReference } from '../../../payments/bank-transfer.js';
import { hostedBuilders } from '../../../payments/hosted-builders.js';
import { createPaymentRegistry } from '../../../payments/registry.js';
import { createTestToken } from '../../../payments/test/test-provider.js';
import type { DemoUserName } from '../create-sellers.js';
import { daysAgo } from './days-ago.js';
import { stepDays, type DemoPurchase } from './purchases.js';

/** Where each demo account has things sent: one default address, as the address book saves it. */
const CITIES = [
  ['Calle 45 # 12-30', 'Bogotá', 'Cundinamarca', '110311', 4.6351, -74.0703],
  ['Carrera 70 # 44-18', 'Medellín', 'Antioquia', '050031', 6.2518, -75.5901],
  ['Avenida 6N # 23-15', 'Cali', 'Valle del Cauca', '760046', 3.4654, -76.5299],
  ['Calle 84 # 51B-40', 'Barranquilla', 'Atlántico', '080020', 11.0041, -74.8069],
] as const;

/** Saves a default address for each account through the address book; answers their ids. */
export async function saveDemoAddresses(
  db: Db,
  ids: ReadonlyMap<DemoUserName, number>,
): Promise<Map<number, number>> {
  const addressOf = new Map<number, number>();
  let turn = 0;
  for (const userId of ids.values()) {
    const [address, city, state, postal_code, latitude, longitude] = CITIES[
      turn++ % CITIES.length
    ] as (typeof CITIES)[number];
    // Checked by the same rules as the address book's form.
    const body = create(
      {
        address,
        city,
        state,
        country: 'CO',
        postal_code,
        phone_number: `+5730${String(10_000_000 + turn * 1_234_567).slice(0, 8)}`,
        location: 'Portería principal',
        latitude,
        longitude,
        is_default: true,
      },
      AddressBody,
    );
    const saved = await createAddress(db, userId, body);
    addressOf.set(userId, saved.id);
  }
  return addressOf;
}

/** A test card that pays (the `test` provider's published numbers). */
const PAYING_CARD = { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' };

/** What seeding a purchase needs: the database, the configuration and who is who. */
export interface PurchaseContext {
  db: Db;
  config: Config;
  ids: ReadonlyMap<DemoUserName, number>;
  addressOf: ReadonlyMap<number, number>;
  productIds: ReadonlyMap<string, number>;
}

const idOf = <Key>(map: ReadonlyMap<Key, number>, key: Key): number => {
  const id = map.get(key);
  if (id === undefined) throw new Error(`demo purchase: ${String(key)} is missing`);
  return id;
};

/** The product ids of the demo products, by name. */
export async function productIdsByName(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ id: products.id, name: products.name }).from(products);
  return new Map(rows.map(({ name, id }) => [name, id]));
}

/**
 * Makes one demo purchase as its buyer and the others would through the API: checkout, payment (a
 * test card, or a bank transfer an administrator approves), the sellers preparing and sending, the
 * buyer confirming receipt, which credits the ledger. Cancelled ones are given up while unpaid;
 * expired ones have their window closed and the expiry sweep ends them. Answers the purchase's id.
 */
export async function runPurchase(context: PurchaseContext, plan: DemoPurchase): Promise<number> {
  const { db, config } = context;
  const buyerId = idOf(context.ids, plan.buyer);
  const method = methodFor(config, plan.method);
  const payments = createPaymentRegistry(config, hostedBuilders);
  const changes = withoutEffects(db);
  const id = await createPurchase(
    { ...changes, config, payments },
    await findUserById(db, buyerId),
    {
      items: plan.items.map(([name, quantity]) => ({
        product: idOf(context.productIds, name),
        quantity,
      })),
      payment_method: method,
      shipping_address: idOf(context.addressOf, buyerId),
    },
  );
  if (plan.ends === 'pending_payment') return id;
  if (plan.ends === 'cancelled') {
    await cancelPurchase(changes, buyerId, id);
    return id;
  }
  if (plan.ends === 'expired') {
    // Its window closes now instead of in PAYMENT_WINDOW_MINUTES; the sweep expires it as it would.
    await db
      .update(transactions)
      .set({ expiresAt: new Date() })
      .where(eq(transactions.purchaseId, id));
    await expireDuePurchases(changes);
    return id;
  }
  if (method === 'card') {
    const token = await createTestToken(db, PAYING_CARD);
    await verifyPayment({ ...changes, payments }, buyerId, id, { verification_data: { token } });
  } else {
    const reference = transferReference(id);
    await verifyPayment({ ...changes, payments }, buyerId, id, {
      verification_data: { reference },
    });
    if (plan.ends === 'pending_approval') return id;
    await reviewPurchase(changes, id, {
      data: { status: 'approved', note: 'Transferencia recibida.' },
    });
  }
  if (plan.ends === 'approved') return id;
  await moveSales(db, id, plan);
  // The ledger is append-only: its entries are dated as they are written, on the day of receipt.
  if (plan.ends === 'received') {
    await receivePurchase(changes, buyerId, id, daysAgo(stepDays(plan).last));
  }
  return id;
}

/** Each seller of the purchase prepares their sale, then sends it with its tracking code. */
async function moveSales(db: Db, purchaseId: number, plan: DemoPurchase): Promise<void> {
  const own = await db.select().from(sales).where(eq(sales.purchaseId, purchaseId));
  for (const sale of own) {
    if (sale.status !== 'approved') continue; // digital only: sent at payment
    await db.transaction((tx) => applySaleEvent(tx, sale.sellerId, sale.id, 'prepare', undefined));
    if (plan.ends === 'preparing') continue;
    await db.transaction((tx) =>
      applySaleEvent(tx, sale.sellerId, sale.id, 'ship', plan.tracking ?? null),
    );
  }
}

/** The method the plan names if this server offers it, else the other one. */
function methodFor(config: Config, wanted: DemoPurchase['method']): DemoPurchase['method'] {
  const card = config.paymentProviders.includes('test');
  const transfer = !!config.bankTransferInstructions;
  if (wanted === 'card') return card || !transfer ? 'card' : 'bank_transfer';
  return transfer || !card ? 'bank_transfer' : 'card';
}

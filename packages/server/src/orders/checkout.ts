import type { FieldErrors, PurchaseBody } from '@plaza/api';
import { eq, inArray, sql } from 'drizzle-orm';
import type { UserRow } from '../auth/authenticate.js';
import { inChange, type ChangeServices } from '../changes/in-change.js';
import type { Config } from '../config/index.js';
import type { Db } from '../db/database.js';
import {
  productLevels,
  products,
  purchaseItems,
  purchases,
  sales,
  transactions,
  users,
  type LevelCopy,
} from '../db/schema/index.js';
import { takeUserTurn } from '../db/user-turn.js';
import { HttpError, ValidationError } from '../http/http-error.js';
import { centsOf } from '../ledger/cents.js';
import { splitSale } from '../ledger/sale-split.js';
import { countPurchase } from '../metrics/shop-counters.js';
import type { PaymentNeeds } from '../payments/needs.js';
import { addressCopy, findAddress } from './addresses.js';
import { reserveStock } from './stock.js';
import { checkUnpaidLimit } from './unpaid-limit.js';
import { checkNoUnpaidTwin } from './unpaid-twin.js';
import { providerIdOf } from '../payments/registry.js';

/** docs/api.md's own words for a physical purchase without an address. */
export const addressRequired = () =>
  new HttpError(400, 'address_required', 'You must select or create a valid address!');

/** A bound well past any real purchase that keeps every sum of cents an exact number. */
const MAX_TOTAL_CENTS = 10 ** 13;

type ProductFacts = Awaited<ReturnType<typeof productsOf>>[number];

/** What a purchase needs of each product, and whether its seller has membership now. */
function productsOf(db: Db, ids: number[]) {
  return db
    .select({
      id: products.id,
      sellerId: products.sellerId,
      name: products.name,
      price: products.price,
      shippingPrice: products.shippingPrice,
      isDigital: products.isDigital,
      isTctProduct: products.isTctProduct,
      status: products.status,
      archivedAt: products.archivedAt,
      sellerHasMembership: users.hasMembership,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(inArray(products.id, ids));
}

async function levelsByProduct(db: Db, ids: number[]): Promise<Map<number, LevelCopy[]>> {
  const rows = await db
    .select({
      productId: productLevels.productId,
      level: productLevels.level,
      payment_percentage: productLevels.paymentPercentage,
    })
    .from(productLevels)
    .where(inArray(productLevels.productId, ids))
    .orderBy(productLevels.productId, productLevels.level);
  const byProduct = new Map<number, LevelCopy[]>();
  for (const { productId, ...level } of rows) {
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), level]);
  }
  return byProduct;
}

/** The products of the body, each on sale and not the buyer's own; every fault named at once. */
async function productsToBuy(db: Db, buyer: UserRow, body: PurchaseBody): Promise<ProductFacts[]> {
  const found = new Map(
    (
      await productsOf(
        db,
        body.items.map((item) => item.product),
      )
    ).map((row) => [row.id, row]),
  );
  const errors: FieldErrors = {};
  const chosen = body.items.map((item, index) => {
    const product = found.get(item.product);
    if (!product || product.status !== 'approved' || product.archivedAt) {
      errors[`items.${index}.product`] = ['This product is not on sale.'];
    } else if (product.sellerId === buyer.id) {
      errors[`items.${index}.product`] = ['You cannot buy your own product.'];
    }
    return product;
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return chosen as ProductFacts[];
}

async function partnerOf(db: Db, name: string | null | undefined): Promise<number | null> {
  if (!name?.trim()) return null;
  const [partner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, name.trim().toLowerCase()));
  if (!partner) throw new ValidationError({ partner_name: ['No user has this username.'] });
  return partner.id;
}

function checkPaymentMethod(
  { payments }: Pick<PaymentNeeds, 'payments'>,
  method: PurchaseBody['payment_method'],
) {
  if (!payments.forMethod(method)) {
    throw new ValidationError({ payment_method: ['This payment method is not available.'] });
  }
}

/**
 * POST `marketplace/products-purchase/`: checks the body, then in one transaction refuses a product
 * that already waits for payment in one of the buyer's purchases (`409 unpaid_purchase`, naming it)
 * and a buyer already holding MAX_UNPAID_PURCHASES unpaid (`409 too_many_unpaid`), reserves the stock
 * (`409 insufficient_stock` rolls everything back), writes the purchase with one sale per seller and
 * each sale's fee, commissions and net amount (ledger/sale-split.ts), and opens the payment window.
 * Answers the new purchase's id. Its units are taken: visitors see the stock left once it is
 * committed, as they see units put back when a purchase ends unsold.
 */
export async function createPurchase(
  services: ChangeServices & PaymentNeeds & { config: Config },
  buyer: UserRow,
  body: PurchaseBody,
): Promise<number> {
  const { db, config } = services;
  checkPaymentMethod(services, body.payment_method);
  const chosen = await productsToBuy(db, buyer, body);
  let shippingAddress = null;
  if (chosen.some((product) => !product.isDigital)) {
    const address = body.shipping_address
      ? await findAddress(db, buyer.id, body.shipping_address)
      : undefined;
    if (!address) throw addressRequired();
    shippingAddress = addressCopy(address);
  }
  const partnerId = await partnerOf(db, body.partner_name);
  const levels = await levelsByProduct(
    db,
    chosen.map((product) => product.id),
  );

  const lines = body.items.map((item, index) => {
    const product = chosen[index] as ProductFacts;
    return {
      product,
      quantity: item.quantity,
      unitPrice: centsOf(product.price),
      shippingPrice: centsOf(product.shippingPrice),
      isTctProduct: product.isTctProduct,
      levels: levels.get(product.id) ?? [],
    };
  });
  const sellers = [...new Set(lines.map((line) => line.product.sellerId))];
  const splits = sellers.map((sellerId) => {
    const own = lines.filter((line) => line.product.sellerId === sellerId);
    const seller = { hasMembership: own[0]?.product.sellerHasMembership ?? false };
    return { sellerId, lines: own, split: splitSale(own, seller, config.companyFeePercent) };
  });
  const subtotal = splits.reduce((sum, { split }) => sum + split.subtotal, 0);
  const shipping = splits.reduce((sum, { split }) => sum + split.shipping, 0);
  if (subtotal + shipping > MAX_TOTAL_CENTS) {
    throw new ValidationError({ items: ['This purchase is too large.'] });
  }

  return inChange(services, async ({ tx, catalogueChanged, afterCommit }) => {
    // The buyer's turn, taken once for both checks below: checkouts of the same buyer at once, on
    // any instance, wait here, and the next one sees (and counts) the purchase this one writes.
    await takeUserTurn(tx, buyer.id);
    await checkNoUnpaidTwin(
      tx,
      buyer.id,
      lines.map((line) => line.product.id),
    );
    await checkUnpaidLimit(tx, buyer.id, config.maxUnpaidPurchases);
    await reserveStock(
      tx,
      lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
    );
    const [purchase] = await tx
      .insert(purchases)
      .values({
        buyerId: buyer.id,
        paymentMethod: body.payment_method,
        partnerId,
        subtotal,
        shipping,
        total: subtotal + shipping,
        shippingAddress,
      })
      .returning({ id: purchases.id });
    if (!purchase) throw new Error('the purchase insert answered no row');
    for (const { sellerId, lines: own, split } of splits) {
      const [sale] = await tx
        .insert(sales)
        .values({
          purchaseId: purchase.id,
          sellerId,
          subtotal: split.subtotal,
          shipping: split.shipping,
          feePercent: split.feePercent,
          fee: split.fee,
          commissions: split.commissions,
          netAmount: split.netAmount,
        })
        .returning({ id: sales.id });
      if (!sale) throw new Error('the sale insert answered no row');
      await tx.insert(purchaseItems).values(
        own.map((line) => ({
          purchaseId: purchase.id,
          saleId: sale.id,
          productId: line.product.id,
          productName: line.product.name,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          shippingPrice: line.shippingPrice,
          isDigital: line.product.isDigital,
          isTctProduct: line.isTctProduct,
          levels: line.levels,
        })),
      );
    }
    await tx.insert(transactions).values({
      purchaseId: purchase.id,
      amount: subtotal + shipping,
      provider: providerIdOf(body.payment_method),
      expiresAt: sql`now() + make_interval(mins => ${config.paymentWindowMinutes})`,
    });
    catalogueChanged();
    afterCommit(countPurchase('created', body.payment_method));
    return purchase.id;
  });
}

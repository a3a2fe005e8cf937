import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createClient } from '@plaza/api';
import type { Db } from '@plaza/server';
import { and, asc, eq } from 'drizzle-orm';
import { onSale } from '../../packages/server/src/catalogue/product-rows.js';
import { products } from '../../packages/server/src/db/schema/index.js';
import type { Load } from './measure.js';
import { registerShopper, SHOPPER_ADDRESS } from './shopper.js';

const run = promisify(execFile);
const loader = fileURLToPath(new URL('./checkout-load.ts', import.meta.url));

export interface CheckoutResult {
  checkouts: number;
  perSecond: number;
  /** Milliseconds for one whole checkout: card token, purchase and payment. */
  p50: number;
  p99: number;
  failures: number;
}

/**
 * The checkout scenario: a buyer with an address buys one unit of a physical product and pays it by
 * card, over and over from `connections` loops at once. The product gets stock enough for the run.
 */
export async function measureCheckout(apiUrl: string, db: Db, load: Load): Promise<CheckoutResult> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(onSale, eq(products.isDigital, false)))
    .orderBy(asc(products.id))
    .limit(1);
  if (!product) throw new Error('the catalogue has no physical product on sale');
  await db.update(products).set({ quantity: 1_000_000 }).where(eq(products.id, product.id));

  const { access } = await registerShopper(apiUrl, 'buyer');
  const buyer = createClient({ baseUrl: apiUrl, getAccessToken: () => access });
  const address = await buyer.createAddress({ ...SHOPPER_ADDRESS, is_default: true });
  const { stdout } = await run(process.execPath, [
    '--import',
    'tsx',
    loader,
    apiUrl,
    access,
    String(product.id),
    String(address.id),
    String(load.duration),
    String(load.connections),
  ]);
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as CheckoutResult;
}

/** One Markdown row beside the catalogue's table. */
export function checkoutTable(result: CheckoutResult): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  return [
    '| scenario | checkouts | checkouts/s | p50 | p99 | failed |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    `| checkout: card token + purchase + payment | ${result.checkouts.toLocaleString('en')} | ${result.perSecond.toFixed(1)} | ${ms(result.p50)} | ${ms(result.p99)} | ${result.failures} |`,
  ].join('\n');
}

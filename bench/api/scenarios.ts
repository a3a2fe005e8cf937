import { asc, eq } from 'drizzle-orm';
import type { Db } from '@plaza/server';
import { onSale } from '../../packages/server/src/catalogue/product-rows.js';
import { categories, products } from '../../packages/server/src/db/schema/index.js';

export interface Scenario {
  name: string;
  /** From the server's root. */
  path: string;
  /** Called with a signed-in shopper's access token; as a visitor otherwise. */
  signedIn?: boolean;
}

/** A returning shopper stays signed in 30 days: these reads mostly carry a token, measured as such. */
const READ_SIGNED_IN = new Set([
  'explore, first page',
  'search, a word',
  'search, a typo',
  'product detail',
]);

/**
 * What is measured: explore's first page, search by a word and by a misspelling, a category with a
 * price range, a product, and that product's page as the server writes it (render/serve-pages.ts)
 * when `pages` (the app is built); then the shopper's reads of READ_SIGNED_IN.
 */
export async function chooseScenarios(db: Db, { pages }: { pages: boolean }): Promise<Scenario[]> {
  const [music] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, 'music'));
  const count = await db.$count(products, onSale);
  const [middle] = await db
    .select({ id: products.id })
    .from(products)
    .where(onSale)
    .orderBy(asc(products.id))
    .limit(1)
    .offset(Math.floor(count / 2));
  if (!music || !middle) throw new Error('the catalogue is not loaded');
  const visitors: Scenario[] = [
    { name: 'explore, first page', path: 'api/marketplace/products/' },
    { name: 'search, a word', path: 'api/marketplace/products/?search=guitarra' },
    { name: 'search, a typo', path: 'api/marketplace/products/?search=guitara' },
    {
      name: 'category + price',
      path: `api/marketplace/products/?category=${music.id}&price_min=20&price_max=80`,
    },
    { name: 'product detail', path: `api/marketplace/products/${middle.id}/` },
    ...(pages ? [{ name: 'product page (HTML)', path: `product/${middle.id}` }] : []),
  ];
  const shoppers = visitors
    .filter(({ name }) => READ_SIGNED_IN.has(name))
    .map((scenario) => ({ ...scenario, name: `${scenario.name}, signed in`, signedIn: true }));
  return [...visitors, ...shoppers];
}

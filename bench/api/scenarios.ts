import { asc, eq } from 'drizzle-orm';
import type { Db } from '@plaza/server';
import { onSale } from '../../packages/server/src/catalogue/product-rows.js';
import { categories, products } from '../../packages/server/src/db/schema/index.js';

export interface Scenario {
  name: string;
  /** From the server's root. */
  path: string;
}

/**
 * What is measured: explore's first page, search by a word and by a misspelling, a category with a
 * price range, a product, and that product's page as the server writes it (render/serve-pages.ts).
 */
export async function chooseScenarios(db: Db): Promise<Scenario[]> {
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
  return [
    { name: 'explore, first page', path: 'api/marketplace/products/' },
    { name: 'search, a word', path: 'api/marketplace/products/?search=guitarra' },
    { name: 'search, a typo', path: 'api/marketplace/products/?search=guitara' },
    {
      name: 'category + price',
      path: `api/marketplace/products/?category=${music.id}&price_min=20&price_max=80`,
    },
    { name: 'product detail', path: `api/marketplace/products/${middle.id}/` },
    { name: 'product page (HTML)', path: `product/${middle.id}` },
  ];
}

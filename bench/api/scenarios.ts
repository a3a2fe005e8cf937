import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '@plaza/server';
import { categories, products } from '../../packages/server/src/db/schema/index.js';

export interface Scenario {
  name: string;
  /** Under `/api/`. */
  path: string;
}

/** The calls measured: explore's first page, search by a word and by a misspelling, a category with a price range, and a product. */
export async function chooseScenarios(db: Db): Promise<Scenario[]> {
  const [music] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, 'music'));
  const approved = and(eq(products.status, 'approved'), isNull(products.archivedAt));
  const count = await db.$count(products, approved);
  const [middle] = await db
    .select({ id: products.id })
    .from(products)
    .where(approved)
    .orderBy(asc(products.id))
    .limit(1)
    .offset(Math.floor(count / 2));
  if (!music || !middle) throw new Error('the catalogue is not loaded');
  return [
    { name: 'explore, first page', path: 'marketplace/products/' },
    { name: 'search, a word', path: 'marketplace/products/?search=guitarra' },
    { name: 'search, a typo', path: 'marketplace/products/?search=guitara' },
    {
      name: 'category + price',
      path: `marketplace/products/?category=${music.id}&price_min=20&price_max=80`,
    },
    { name: 'product detail', path: `marketplace/products/${middle.id}/` },
  ];
}

import { sql, type SQL } from 'drizzle-orm';
import type { Config, Db } from '@plaza/server';
import { processPhoto, savePhotos } from '../../packages/server/src/catalogue/photos.js';
import { categories } from '../../packages/server/src/db/schema/index.js';
import { demoCategories } from '../../packages/server/src/seed/demo-categories.js';
import { renderPicture } from '../../packages/server/src/seed/demo/product-picture.js';
import { uploadsRoot } from '../../packages/server/src/storage/storage-for.js';
import { localStorage } from '../../packages/server/src/storage/local-storage.js';
import { catalogueWords } from './catalogue-words.js';

const SELLERS = 200;
/** Rows per insert: large enough to be fast, small enough to report progress and bound memory. */
const BATCH = 10_000;

const textArray = (words: readonly string[]): SQL =>
  sql`array[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;

/** The i-th word of a list, cycling at a pace of its own so that combinations don't repeat early. */
const pick = (list: string, pace: number) =>
  sql.raw(`${list}[1 + (i / ${pace}) % cardinality(${list})]`);

async function insertProducts(db: Db, from: number, to: number): Promise<void> {
  const { nouns, adjectives, materials, uses, brands } = catalogueWords;
  const noun = pick('w.nouns', 1);
  const adjective = pick('w.adjectives', 7);
  const material = pick('w.materials', 3);
  const use = pick('w.uses', 11);
  const brand = pick('w.brands', 5);
  const short = sql`${noun} || ' ' || ${adjective} || ' de ' || ${material} || ', ' || ${use} || '.'`;
  await db.execute(sql`
    insert into products (seller_id, category_id, name, short_description, description, brand,
      price, shipping_price, quantity, is_digital, is_tct_product, status, created_at, updated_at)
    select
      sellers.ids[1 + i % cardinality(sellers.ids)],
      shelves.ids[1 + i % cardinality(shelves.ids)],
      ${noun} || ' ' || ${adjective} || ' ' || ${brand} || ' ' || i,
      ${short},
      ${short} || ' Hecho con cuidado y revisado antes de cada envío. Si tienes dudas sobre medidas o colores, escríbenos antes de comprar.',
      ${brand},
      (1 + (i * 7919) % 49900 / 100.0)::numeric(12, 2),
      case when i % 10 = 0 then 0 else 2 + i % 8 end,
      i % 50,
      i % 10 = 0,
      i % 9 = 0,
      case i % 25 when 0 then 'pending_approval' when 1 then 'suspended' else 'approved' end,
      now() - make_interval(secs => i * 30),
      now() - make_interval(secs => i * 30)
    from generate_series(${from}::int, ${to}::int) as i,
      (select array_agg(id order by id) as ids from users) as sellers,
      (select array_agg(id order by id) as ids from categories) as shelves,
      (select ${textArray(nouns)} as nouns, ${textArray(adjectives)} as adjectives,
        ${textArray(materials)} as materials, ${textArray(uses)} as uses,
        ${textArray(brands)} as brands) as w`);
}

/** One real photo, stored as uploads are, that every product shows: explore answers its URLs. */
async function storeSharedPhoto(config: Config) {
  const picture = await renderPicture({ name: 'Plaza bench', category: 'arts-crafts', view: 0 });
  const [stored] = await savePhotos(localStorage(uploadsRoot(config)), [
    await processPhoto(picture, 'photos.0'),
  ]);
  if (!stored) throw new Error('the shared photo was not stored');
  return stored;
}

/**
 * Fills a new, migrated database with `count` products by SQL (generate_series): sellers, the demo
 * categories, products in every status, a photo, two attributes and a level each. `onProgress`
 * hears how many products are in so far.
 */
export async function loadCatalogue(
  db: Db,
  config: Config,
  count: number,
  onProgress: (loaded: number) => void,
): Promise<void> {
  await db
    .insert(categories)
    .values(demoCategories.map((category, position) => ({ ...category, position })))
    .onConflictDoNothing();
  await db.execute(sql`
    insert into users (username, email, password_hash, referral_code)
    select 'bench_seller_' || i, 'bench_seller_' || i || '@bench.example', '!', 'BENCH' || i
    from generate_series(1, ${SELLERS}::int) as i`);
  for (let from = 1; from <= count; from += BATCH) {
    const to = Math.min(count, from + BATCH - 1);
    await insertProducts(db, from, to);
    onProgress(to);
  }
  const photo = await storeSharedPhoto(config);
  await db.execute(sql`
    insert into product_photos (product_id, position, thumbnail_key, large_key)
    select id, 0, ${photo.thumbnailKey}, ${photo.largeKey} from products`);
  await db.execute(sql`
    insert into product_attributes (product_id, position, name, value)
    select id, 0, 'Color', (${textArray(catalogueWords.colours)})[1 + id % ${catalogueWords.colours.length}::int] from products
    union all
    select id, 1, 'Garantía', (1 + id % 3) || ' años' from products`);
  await db.execute(sql`
    insert into product_levels (product_id, level, payment_percentage)
    select id, 1, 5 + id % 20 from products`);
  // What autovacuum does in time on PostgreSQL and nothing does on PGlite: statistics, so the planner
  // picks the indexes, and the visibility map, for index-only counts. Without it a typo search at
  // 100,000 products scans the whole table on PGlite (seconds instead of a fraction of one).
  await db.execute(sql`vacuum analyze`);
}

import type { Config } from '../config/index.js';
import type { Db } from '../db/database.js';
import { appMeta, categories } from '../db/schema/index.js';
import { storageFor } from '../storage/storage-for.js';
import { demoCategories } from './demo-categories.js';
import { createDemoAdmin } from './demo/demo-admin.js';
import { seedDemoActivity } from './demo/activity/seed-activity.js';
import { seedDemoProducts } from './demo/seed-products.js';

const SEEDED_KEY = 'demo_seeded_at';

/**
 * Fills a new database with the demo shop, once: the mark in `app_meta` keeps a later start from
 * bringing back demo rows that someone deleted on purpose. Returns whether it seeded now. The shop
 * is its accounts and products (seed-products.ts), then months of purchases, money, reviews,
 * questions, tickets and conversations made through the services the API uses
 * (demo/activity/seed-activity.ts).
 *
 * Under `NODE_ENV=test` only the categories come: every test server starts on a new database, and
 * the demo accounts and products would cost each one seconds it has no use for.
 *
 * Never under `NODE_ENV=production`: the demo accounts' passwords are public. The configuration
 * already refuses `SEED_DEMO=true` there; this refuses any other way in, before writing anything.
 */
export async function seedDemo(db: Db, config: Config): Promise<boolean> {
  if (config.nodeEnv === 'production') {
    throw new Error('SEED_DEMO: the demo shop is never seeded under NODE_ENV=production');
  }
  const seeded = await db.transaction(async (tx) => {
    const marked = await tx
      .insert(appMeta)
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (marked.length === 0) return false;
    await insertCategories(tx);
    return true;
  });
  if (seeded && config.nodeEnv !== 'test') {
    await createDemoAdmin(db);
    // The shop's own store (the local folder or its S3 bucket), so the pictures show on every instance.
    const storage = await storageFor(config);
    try {
      const accounts = await seedDemoProducts(db, storage);
      await seedDemoActivity(db, config, storage, accounts);
    } finally {
      storage.close();
    }
  }
  return seeded;
}

/** The categories, in their order; a slug already there is left as it is. */
const insertCategories = (db: Db) =>
  db
    .insert(categories)
    .values(demoCategories.map((category, position) => ({ ...category, position })))
    .onConflictDoNothing();

/**
 * A shop without the demo (production, or `SEED_DEMO=false`) still needs categories to sell in:
 * a database with none gets the same ones the demo has. Categories have no API to write them, so
 * an empty table is a new database, not a choice to undo.
 */
export async function seedCategories(db: Db): Promise<void> {
  const [existing] = await db.select({ id: categories.id }).from(categories).limit(1);
  if (!existing) await insertCategories(db);
}

import type { Db } from '../db/database.js';
import { appMeta, categories } from '../db/schema.js';
import { demoCategories } from './demo-categories.js';

const SEEDED_KEY = 'demo_seeded_at';

/**
 * Fills a new database with the demo shop, once: the mark in `app_meta` keeps a later start from
 * bringing back demo rows that someone deleted on purpose. Returns whether it seeded now.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(appMeta)
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (marked.length === 0) return false;
    await tx
      .insert(categories)
      .values(demoCategories.map((category, position) => ({ ...category, position })))
      .onConflictDoNothing();
    return true;
  });
}

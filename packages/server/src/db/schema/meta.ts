import { text, pgTable } from 'drizzle-orm/pg-core';
import { instant } from './columns.js';

/** Facts about this database itself, such as when demo data was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts about this database itself, such as when demo data was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Product categories, named in every language the app speaks. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  /** The order categories are listed in; ties fall back to the name. */
  position: integer('position').notNull().default(0),
});

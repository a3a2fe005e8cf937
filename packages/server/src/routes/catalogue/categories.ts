import type { Category } from '@plaza/api';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { categories } from '../../db/schema.js';
import { requestLanguage } from '../../http/language.js';

/** GET `marketplace/categories/`: every category, named in the caller's language. */
export function categoryRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    app.get('/marketplace/categories/', async (request): Promise<Category[]> => {
      const language = requestLanguage(request);
      const name = language === 'en' ? categories.nameEn : categories.nameEs;
      return db
        .select({ id: categories.id, name, slug: categories.slug })
        .from(categories)
        .orderBy(asc(categories.position), asc(name));
    });
  };
}

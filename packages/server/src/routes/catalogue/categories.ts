import { CategoryList, type Category } from '@plaza/api';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { categoryColumns } from '../../catalogue/categories.js';
import type { Db } from '../../db/database.js';
import { categories } from '../../db/schema/index.js';
import { requestLanguage } from '../../http/language.js';
import { operation } from '../../http/operation.js';

/** GET `marketplace/categories/`: every category, named in the caller's language. */
export function categoryRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const doc = operation({
      summary: 'Every category, named in the caller’s language',
      tag: 'Catalogue',
      answers: { 200: CategoryList },
    });
    app.get('/marketplace/categories/', doc, async (request): Promise<Category[]> => {
      const columns = categoryColumns(requestLanguage(request));
      return db
        .select(columns)
        .from(categories)
        .orderBy(asc(categories.position), asc(columns.name));
    });
  };
}

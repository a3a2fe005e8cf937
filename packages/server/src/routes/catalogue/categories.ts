import { catalogueEndpoints as catalogue } from '@plaza/api';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { categoryColumns } from '../../catalogue/categories.js';
import type { Db } from '../../db/database.js';
import { categories } from '../../db/schema/index.js';
import { requestLanguage } from '../../http/language.js';
import { route } from '../../http/route.js';

/** GET `marketplace/categories/`: every category, named in the caller's language. */
export function categoryRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    route(app, catalogue.categories, async (_input, request) => {
      const columns = categoryColumns(requestLanguage(request));
      return db
        .select(columns)
        .from(categories)
        .orderBy(asc(categories.position), asc(columns.name));
    });
  };
}

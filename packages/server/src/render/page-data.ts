import type { PageData, PageLanguage, PageRoute } from '@plaza/api';
import { eq } from 'drizzle-orm';
import { productAnswer } from '../catalogue/answers.js';
import { categoryColumns } from '../catalogue/categories.js';
import { findProduct } from '../catalogue/product-rows.js';
import { categories } from '../db/schema/index.js';
import { findSeller, sellerAnswer } from '../reviews/sellers.js';
import type { Services } from '../services.js';

/** Who the page is for: its language, and the origin its absolute addresses use. */
export interface PageReader {
  language: PageLanguage;
  origin: string;
}

async function categoryOf(services: Services, id: number, language: PageLanguage) {
  const [category] = await services.db
    .select(categoryColumns(language))
    .from(categories)
    .where(eq(categories.id, id));
  return category;
}

/**
 * The data of the page at `route`, fetched in-process as the API would answer it to a visitor: a
 * product only when approved, a seller when they exist.
 */
export async function pageDataOf(
  services: Services,
  route: PageRoute,
  reader: PageReader,
): Promise<PageData> {
  switch (route.kind) {
    case 'product': {
      const row = await findProduct(services.db, route.id);
      const context = { db: services.db, storage: services.storage, ...reader };
      const product = row?.status === 'approved' ? await productAnswer(context, row) : null;
      return { kind: 'product', product };
    }
    case 'seller': {
      const seller = await findSeller(services.db, route.username);
      const urlOf = (key: string) => services.storage.urlOf(key, reader.origin);
      return { kind: 'seller', seller: seller ? sellerAnswer(seller, urlOf) : null };
    }
    case 'explore': {
      const category =
        route.category === null
          ? undefined
          : await categoryOf(services, route.category, reader.language);
      return { ...route, category: category ?? null };
    }
    default:
      return { kind: route.kind };
  }
}

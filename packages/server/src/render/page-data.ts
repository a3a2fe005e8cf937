import type { Category, PageData, PageLanguage, PageRoute } from '@plaza/api';
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

const POSITIVE_INTEGER = /^[1-9]\d{0,8}$/;
/** Explore's own limit on a search (app/src/lib/product-filters.ts). */
const SEARCH_MAX = 200;

async function categoryOf(services: Services, id: number, language: PageLanguage) {
  const [category] = await services.db
    .select(categoryColumns(language))
    .from(categories)
    .where(eq(categories.id, id));
  return category;
}

/** Explore's search, category and page as its title and canonical address name them. */
async function exploreData(services: Services, query: URLSearchParams, reader: PageReader) {
  const number = (name: string) => {
    const text = query.get(name)?.trim() ?? '';
    return POSITIVE_INTEGER.test(text) ? Number(text) : null;
  };
  const categoryId = number('category');
  const category: Category | null =
    categoryId === null
      ? null
      : ((await categoryOf(services, categoryId, reader.language)) ?? null);
  return {
    kind: 'explore' as const,
    search: (query.get('search')?.trim() ?? '').slice(0, SEARCH_MAX),
    category,
    page: number('page') ?? 1,
  };
}

/**
 * The data of the page at `route`, fetched in-process as the API would answer it to a visitor: a
 * product only when approved, a seller when they exist.
 */
export async function pageDataOf(
  services: Services,
  route: PageRoute,
  query: URLSearchParams,
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
    case 'explore':
      return exploreData(services, query, reader);
    default:
      return { kind: route.kind };
  }
}

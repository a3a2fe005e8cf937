import type {
  PageData,
  PageLanguage,
  PageRoute,
  ProductPageQuery,
  ProductSummaryPage,
} from '@plaza/api';
import { eq } from 'drizzle-orm';
import { productAnswer } from '../catalogue/answers.js';
import { categoryColumns } from '../catalogue/categories.js';
import { findProduct } from '../catalogue/product-rows.js';
import { summaryPageAt } from '../catalogue/summary-page.js';
import { categories } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { findSeller, sellerAnswer } from '../reviews/sellers.js';
import type { Services } from '../services.js';
import { apiCallAt, productQuestionsPage, productReviewsPage } from './product-page-data.js';

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
 * GET `marketplace/products/` with `list`, answered in-process as the API answers a visitor; `null`
 * for a page past the last, which the API answers `404` (the screen then asks and says so itself).
 */
async function productsPage(
  services: Services,
  list: ProductPageQuery,
  reader: PageReader,
): Promise<ProductSummaryPage | null> {
  const context = { db: services.db, storage: services.storage, ...reader };
  const call = apiCallAt(reader.origin, 'marketplace/products/', list);
  const explore = { kind: 'explore' } as const;
  try {
    return await summaryPageAt(context, call, explore, list, services.exploreCounts);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * The data of the page at `route`, fetched in-process as the API would answer it to a visitor: a
 * product only when approved, with the first page of its reviews and questions; a seller when they
 * exist.
 */
export async function pageDataOf(
  services: Services,
  route: PageRoute,
  reader: PageReader,
): Promise<PageData> {
  switch (route.kind) {
    case 'product': {
      const row = await findProduct(services.db, route.id);
      if (row?.status !== 'approved') {
        return { kind: 'product', product: null, reviews: null, questions: null };
      }
      const context = { db: services.db, storage: services.storage, ...reader };
      const [product, reviews, questions] = await Promise.all([
        productAnswer(context, row),
        productReviewsPage(services, row.id, route.reviews, reader.origin),
        productQuestionsPage(services, row.id, route.questions, reader.origin),
      ]);
      return { kind: 'product', product, reviews, questions };
    }
    case 'seller': {
      const seller = await findSeller(services.db, route.username);
      if (!seller) return { ...route, seller: null, products: null };
      const urlOf = (key: string) => services.storage.urlOf(key, reader.origin);
      const products = await productsPage(services, route.list, reader);
      return { ...route, seller: sellerAnswer(seller, urlOf), products };
    }
    case 'explore': {
      const category =
        route.category === null
          ? undefined
          : await categoryOf(services, route.category, reader.language);
      const products = await productsPage(services, route.list, reader);
      return { ...route, category: category ?? null, products };
    }
    default:
      return { kind: route.kind };
  }
}

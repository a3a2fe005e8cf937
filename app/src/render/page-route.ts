import { SellerName, type PageRoute } from '@plaza/api';
import { is } from 'superstruct';
import { ROUTE_ID } from '../config/paths';
import { productQuestionsQuery } from '../features/questions/question-pages';
import { productReviewsQuery } from '../features/reviews/review-pages';
import { pageParamOf } from '../hooks/use-page-param';
import { exploreListQuery, parseExploreQuery, sellerListQuery } from '../lib/product-filters';

const EXPLORE = /^\/(explore\/?)?$/;
const PRODUCT = /^\/product\/([^/]+)\/?$/;
const SELLER = /^\/seller\/([^/]+)\/?$/;
/** The account forms: public, but nothing for a search engine to list. */
const ACCOUNT = /^\/(login|register|forgot-passsword)\/?$/i;
/**
 * The signed-in screens of SPEC.md, section 2, and the administrators': each path and every one
 * below it. robots.txt disallows them too.
 */
export const PRIVATE_PATHS: readonly string[] = [
  '/cart',
  '/checkout',
  '/purchases',
  '/sales',
  '/products',
  '/profile',
  '/dashboard',
  '/support',
  '/notifications',
  '/admin',
];

const isPrivate = (path: string) =>
  PRIVATE_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * What the server needs to know of a page's address to fetch its data and write its head (API.md,
 * "Pages that crawlers and link previews read"): explore's filters read as explore reads them, and
 * the calls its screen will make, as it makes them (the products', a product's first reviews and
 * questions); a product id or seller name that cannot be one is `unknown`.
 */
export function pageRouteOf(path: string, query: URLSearchParams): PageRoute {
  if (EXPLORE.test(path)) {
    const explore = parseExploreQuery(query);
    const { search, category, page } = explore;
    return { kind: 'explore', search, category, page, list: exploreListQuery(explore) };
  }
  const product = PRODUCT.exec(path)?.[1];
  if (product !== undefined)
    return ROUTE_ID.test(product)
      ? {
          kind: 'product',
          id: Number(product),
          reviews: productReviewsQuery(1, null),
          questions: productQuestionsQuery(1),
        }
      : { kind: 'unknown' };
  const seller = SELLER.exec(path)?.[1];
  if (seller !== undefined) {
    const username = decoded(seller);
    return is(username, SellerName)
      ? { kind: 'seller', username, list: sellerListQuery(username, pageParamOf(query)) }
      : { kind: 'unknown' };
  }
  if (ACCOUNT.test(path)) return { kind: 'account' };
  if (isPrivate(path)) return { kind: 'private' };
  return { kind: 'unknown' };
}

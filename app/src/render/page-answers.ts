import type { PageData } from '@plaza/api';
import { productKey } from '../features/catalogue/api/get-product';
import { productsKey } from '../features/catalogue/api/get-products';
import { sellerKey } from '../features/sellers/api/get-seller';
import type { Language } from '../i18n/language';

/** An answer the server fetched for a first screen, under the key the screen's SWR hook reads it by. */
export type PageAnswer = [key: unknown[], data: unknown];

/**
 * The answers the first screen of a page found (page-head.ts decides which are) is drawn from,
 * keyed as its hooks ask for them: the server draws the screen from them, and the browser starts
 * from the same ones, so it draws the same screen without asking again. None when there is
 * nothing to draw from (explore past its last page), and then the server draws no screen.
 */
export function pageAnswersOf(data: PageData, language: Language): PageAnswer[] {
  switch (data.kind) {
    case 'product':
      return data.product ? [[productKey(language, data.product.id), data.product]] : [];
    case 'explore':
      return data.products ? [[productsKey(language, data.list), data.products]] : [];
    case 'seller':
      return data.seller && data.products
        ? [
            [sellerKey(data.username), data.seller],
            [productsKey(language, data.list), data.products],
          ]
        : [];
    default:
      return [];
  }
}

import type { PageData } from '@plaza/api';
import { productKey } from '../features/catalogue/api/get-product';
import { productsKey } from '../features/catalogue/api/get-products';
import { productQuestionsKey } from '../features/questions/api/get-product-questions';
import { productReviewsKey } from '../features/reviews/api/get-product-reviews';
import { productReviewsQuery } from '../features/reviews/review-pages';
import { sellerKey } from '../features/sellers/api/get-seller';
import type { Language } from '../i18n/language';

/** An answer the server fetched for a first screen, under the key the screen's SWR hook reads it by. */
export type PageAnswer = [key: readonly unknown[], data: unknown];

/**
 * The answers the first screen of a page found (page-head.ts decides which are) is drawn from,
 * keyed as its hooks ask for them: the server draws the screen from them, and the browser starts
 * from the same ones, so it draws the same screen without asking again. None when there is
 * nothing to draw from (explore past its last page), and then the server draws no screen.
 */
export function pageAnswersOf(data: PageData, language: Language): PageAnswer[] {
  switch (data.kind) {
    case 'product': {
      const { product, reviews, questions } = data;
      if (!product) return [];
      // The first page of its reviews and questions too, under the keys their sections read
      // (their first calls, as page-route.ts had the server make them): drawn in the HTML, where
      // search engines read them, and not asked for again.
      const answers: PageAnswer[] = [[productKey(language, product.id), product]];
      if (reviews)
        answers.push([productReviewsKey(product.id, productReviewsQuery(1, null)), reviews]);
      if (questions) answers.push([productQuestionsKey(product.id, 1, null), questions]);
      return answers;
    }
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

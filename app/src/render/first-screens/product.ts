import { paths, ROUTE_ID } from '../../config/paths';
import { productKey } from '../../hooks/use-product';
import { productQuestionsKey } from '../../features/questions/api/get-product-questions';
import { productQuestionsQuery } from '../../features/questions/question-pages';
import { productReviewsKey } from '../../features/reviews/api/get-product-reviews';
import { productReviewsQuery } from '../../features/reviews/review-pages';
import { unlessNotFound, type FirstScreen } from '../first-screen';
import { productHead } from '../page-heads';

/**
 * A product, with the first page of its reviews and of its questions under the keys their
 * sections read: drawn in the HTML, where search engines read them, and not asked for again. A
 * product the API does not show a visitor (unknown, or not approved) is not found.
 */
export const productScreen: FirstScreen = {
  addressOf: ({ params }) => (ROUTE_ID.test(params.id ?? '') ? paths.product(params.id!) : null),
  async load({ params, language, calls }) {
    const id = Number(params.id);
    const product = await unlessNotFound(calls.catalogue.product(id));
    if (!product) return null;
    const reviewsQuery = productReviewsQuery(1, null);
    const [reviews, questions] = await Promise.all([
      calls.reviews.productReviews(id, reviewsQuery),
      calls.questions.productQuestions(id, productQuestionsQuery(1)),
    ]);
    return {
      answers: [
        [productKey(language, id), product],
        [productReviewsKey(id, reviewsQuery), reviews],
        [productQuestionsKey(id, 1, null), questions],
      ],
      head: (context) => productHead(context, product, reviews.results),
    };
  },
};

import { lazy, Suspense } from 'react';
import { useParams } from 'wouter';
import { LoadError } from '../../components/errors/load-error';
import { ROUTE_ID } from '../../config/paths';
import { PageLoading } from '../../components/page-loading';
import { useProduct } from '../../features/catalogue/api/get-product';
import { ProductDetails } from '../../features/catalogue/components/product-details';
import { useAddToCart } from '../../features/cart/use-add-to-cart';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { withAllMessages } from '../../i18n/catalogue';
import { session } from '../../lib/api-client';
import { whenNear } from '../../lib/when-near';
import { ApiError } from '@plaza/api';
import { NotFoundRoute } from './not-found';

/**
 * The reviews and questions, one chunk (`product-talk`, vite.config.ts) with the rest of the
 * messages, which neither explore's first load nor a product's first screen fetches: on a page the
 * server drew, their HTML is on show and their code comes once they are in sight (`whenNear`).
 */
const loadProductTalk = async () => {
  // A signed-in person's sections differ from the visitor's the server drew (their ask box, their
  // waiting questions): theirs come at once. The ids are the ones the page draws them under
  // (product-details.tsx, product-questions.tsx), named here: importing product-questions would
  // take it into the first load.
  if (!session.hasRefreshToken()) await whenNear(['reviews', 'questions']);
  const [reviews, questions] = await withAllMessages(() =>
    Promise.all([
      import('../../features/reviews/components/product-reviews'),
      import('../../features/questions/components/product-questions'),
    ]),
  );
  return { ProductReviews: reviews.ProductReviews, ProductQuestions: questions.ProductQuestions };
};
let productTalk: ReturnType<typeof loadProductTalk> | undefined;
const ProductReviews = lazy(async () => ({
  default: (await (productTalk ??= loadProductTalk())).ProductReviews,
}));
const ProductQuestions = lazy(async () => ({
  default: (await (productTalk ??= loadProductTalk())).ProductQuestions,
}));

function ProductScreen({ id }: { id: number }) {
  const addProduct = useAddToCart();
  const { data: product, error, isValidating, mutate } = useProduct(id);
  // The API shows a product that is not approved to its seller and administrators; SPEC.md has
  // the product page answer not found for it all the same, and the seller has My Products.
  const isNotFound =
    (error instanceof ApiError && error.status === 404) ||
    (product !== undefined && product.status !== 'approved');
  useDocumentTitle(
    isNotFound ? 'notFound.title' : product ? { text: product.name } : 'product.title',
  );
  if (isNotFound) return <NotFoundRoute />;
  if (product)
    return (
      <ProductDetails
        product={product}
        onAddToCart={(count) => addProduct(product, count)}
        reviews={
          <Suspense fallback={null}>
            <ProductReviews productId={product.id} />
          </Suspense>
        }
        questions={
          <Suspense fallback={null}>
            <ProductQuestions productId={product.id} seller={product.seller.username} />
          </Suspense>
        }
      />
    );
  if (error)
    return <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />;
  return <PageLoading />;
}

/** `product/{id}` (SPEC.md, section 2); an id that is not one answers not found without a call. */
export function ProductRoute() {
  const { id = '' } = useParams<{ id: string }>();
  return ROUTE_ID.test(id) ? <ProductScreen key={id} id={Number(id)} /> : <NotFoundRoute />;
}

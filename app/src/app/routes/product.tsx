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
import { ApiError } from '@plaza/api';
import { NotFoundRoute } from './not-found';

/**
 * The reviews load after the product, in a chunk of their own: a shared product link is a first
 * visit, whose download (the `first-load` chunk, .size-limit.js) they would otherwise weigh on;
 * so do their messages.
 */
const ProductReviews = lazy(async () => ({
  default: (
    await withAllMessages(() => import('../../features/reviews/components/product-reviews'))
  ).ProductReviews,
}));

/** The questions to the seller, loaded as the reviews are and for the same reason. */
const ProductQuestions = lazy(async () => ({
  default: (
    await withAllMessages(() => import('../../features/questions/components/product-questions'))
  ).ProductQuestions,
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

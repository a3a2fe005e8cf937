import { lazy } from 'react';
import { useParams } from 'wouter';
import { DrawnPart, keepDrawnParts } from '../../components/drawn-part';
import { LoadError } from '../../components/errors/load-error';
import { ROUTE_ID } from '../../config/paths';
import { PageLoading } from '../../components/page-loading';
import { useProduct } from '../../hooks/use-product';
import { ProductDetails } from '../../features/catalogue/components/product-details';
import { useAddToCart } from '../../features/cart/use-add-to-cart';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { withAllMessages } from '../../i18n/catalogue';
import { session } from '../../lib/api-client';
import { whenNear } from '../../lib/when-near';
import { ApiError } from '@plaza/api';
import { NotFoundRoute } from './not-found';

/** The frames the reviews and questions are drawn in (DrawnPart), which outlast their drawings. */
const TALK_PARTS = ['product-reviews', 'product-questions'] as const;

/**
 * The reviews and questions, one chunk (`product-talk`, vite.config.ts) with the rest of the
 * messages, which neither explore's first load nor a product's first screen fetches: on a page the
 * server drew, their HTML is on show and their code comes once they are near (`whenNear`), a
 * press on them meanwhile made again once it is there (DrawnPart).
 */
const loadProductTalk = async () => {
  // First call: React is taking the server's screen over, and its parts' HTML is still as sent.
  keepDrawnParts(TALK_PARTS);
  // A signed-in person's sections differ from the visitor's the server drew (their ask box, their
  // waiting questions): theirs come at once.
  if (!session.hasRefreshToken()) await whenNear(TALK_PARTS);
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
  // The API shows a product that is not approved to its seller and administrators; docs/product.md has
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
          <DrawnPart id={TALK_PARTS[0]} owner={String(product.id)}>
            <ProductReviews productId={product.id} />
          </DrawnPart>
        }
        questions={
          <DrawnPart id={TALK_PARTS[1]} owner={String(product.id)}>
            <ProductQuestions productId={product.id} seller={product.seller.username} />
          </DrawnPart>
        }
      />
    );
  if (error)
    return <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />;
  return <PageLoading />;
}

/** `product/{id}` (docs/product.md, section 2); an id that is not one answers not found without a call. */
export function ProductRoute() {
  const { id = '' } = useParams<{ id: string }>();
  return ROUTE_ID.test(id) ? <ProductScreen key={id} id={Number(id)} /> : <NotFoundRoute />;
}

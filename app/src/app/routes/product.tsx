import { useParams } from 'wouter';
import { LoadError } from '../../components/errors/load-error';
import { ROUTE_ID } from '../../config/paths';
import { PageLoading } from '../../components/page-loading';
import { isProductNotFound, useProduct } from '../../hooks/use-product';
import { ProductDetails } from '../../features/catalogue/components/product-details';
import { useAddToCart } from '../../features/cart/use-add-to-cart';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ProductTalkQuestions, ProductTalkReviews } from '../product-talk';
import { NotFoundRoute } from './not-found';

function ProductScreen({ id }: { id: number }) {
  const addProduct = useAddToCart();
  const { data: product, error, isValidating, mutate } = useProduct(id);
  const isNotFound = isProductNotFound(error, product);
  useDocumentTitle(
    isNotFound ? 'notFound.title' : product ? { text: product.name } : 'product.title',
  );
  if (isNotFound) return <NotFoundRoute />;
  if (product)
    return (
      <ProductDetails
        product={product}
        onAddToCart={(count) => addProduct(product, count)}
        reviews={<ProductTalkReviews productId={product.id} />}
        questions={<ProductTalkQuestions productId={product.id} seller={product.seller.username} />}
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

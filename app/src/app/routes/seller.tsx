import { ApiError, SellerName } from '@plaza/api';
import { is } from 'superstruct';
import { useParams } from 'wouter';
import { LoadError } from '../../components/errors/load-error';
import { PageLoading } from '../../components/page-loading';
import { useAddToCart } from '../../features/cart/use-add-to-cart';
import { ProductList } from '../../features/catalogue/components/product-list';
import { SellerReviews } from '../../features/reviews/components/seller-reviews';
import { useSeller } from '../../features/sellers/api/get-seller';
import { SellerPage } from '../../features/sellers/components/seller-page';
import { sellerName } from '../../features/sellers/seller-name';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { usePageParam } from '../../hooks/use-page-param';
import { sellerListQuery } from '../../lib/product-filters';
import { NotFoundRoute } from './not-found';

function SellerScreen({ username }: { username: string }) {
  const addProduct = useAddToCart();
  const [page, setPage] = usePageParam();
  const { data: seller, error, isValidating, mutate } = useSeller(username);
  const isNotFound = error instanceof ApiError && error.status === 404;
  useDocumentTitle(
    isNotFound ? 'notFound.title' : seller ? { text: sellerName(seller) } : 'seller.title',
  );
  if (isNotFound) return <NotFoundRoute />;
  if (!seller) {
    if (error)
      return <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />;
    return <PageLoading />;
  }
  return (
    <SellerPage
      seller={seller}
      products={
        <ProductList
          query={sellerListQuery(username, page)}
          onPageChange={(next) => {
            setPage(next);
            window.scrollTo({ top: 0 });
          }}
          onAddToCart={(product) => addProduct(product)}
        />
      }
      reviews={<SellerReviews username={username} name={sellerName(seller)} />}
    />
  );
}

/** `/seller/{username}`: a seller's public page; a name that cannot be one answers not found. */
export function SellerRoute() {
  const { username = '' } = useParams<{ username: string }>();
  return is(username, SellerName) ? (
    <SellerScreen key={username} username={username} />
  ) : (
    <NotFoundRoute />
  );
}

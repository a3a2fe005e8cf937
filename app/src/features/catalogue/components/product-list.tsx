import type { ProductPageQuery, ProductSummary } from '@plaza/api';
import { Button, EmptyState, Pagination, ProductCard, ProductGrid } from '@plaza/ui';
import { MagnifyingGlassIcon } from '@phosphor-icons/react/dist/ssr/MagnifyingGlass';
import { FormattedMessage, useIntl } from 'react-intl';
import { CreateProductLink } from '../../../components/empty/create-product-link';
import { LoadError } from '../../../components/errors/load-error';
import { paths } from '../../../config/paths';
import { useMessage } from '../../../hooks/use-message';
import { usePaginationLabels } from '../../../hooks/use-pagination-labels';
import { useRatingDisplay } from '../../../hooks/use-rating-labels';
import { toCents } from '../../../lib/money';
import { photoSrcSet } from '../../../lib/photos';
import { useProducts } from '../api/get-products';
import * as styles from './explore.css';

/**
 * The first card's photo is likely the page's largest paint: fetched first. The rest of a first
 * screen (four cards on a wide one) loads at once; cards further down wait until scrolled near.
 */
const imagePriority = (index: number) => (index === 0 ? 'high' : index < 4 ? 'auto' : 'lazy');

interface ProductListProps {
  query: ProductPageQuery;
  onPageChange: (page: number) => void;
  onAddToCart: (product: ProductSummary) => void;
  /** Offered when nothing matches and filters are on. */
  onClearFilters?: () => void;
}

/** One page of products as cards, with the count, loading and empty states, and the pages. */
export function ProductList({
  query,
  onPageChange,
  onAddToCart,
  onClearFilters,
}: ProductListProps) {
  const intl = useIntl();
  const say = useMessage();
  const paginationLabels = usePaginationLabels();
  const ratingDisplay = useRatingDisplay();
  const { data, error, isValidating, mutate } = useProducts(query);

  if (error && !data) {
    return <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />;
  }
  const pageCount = data ? Math.ceil(data.count / query.page_size) : 0;
  return (
    <div className={styles.results}>
      <p role="status" className={styles.count}>
        {data && <FormattedMessage id="explore.count" values={{ count: data.count }} />}
      </p>
      <ProductGrid
        items={data?.results ?? []}
        getKey={(product) => String(product.id)}
        aria-label={say('explore.products')}
        isLoading={!data}
        loadingLabel={say('explore.loading')}
        empty={
          <EmptyState
            title={say('explore.empty')}
            // Nothing on sale at all: no other search to try, and the way on is to sell.
            text={onClearFilters && say('explore.emptyHint')}
            icon={<MagnifyingGlassIcon />}
            action={
              onClearFilters ? (
                <Button variant="secondary" onPress={onClearFilters}>
                  <FormattedMessage id="explore.clearFilters" />
                </Button>
              ) : (
                <CreateProductLink />
              )
            }
          />
        }
      >
        {(product, index) => (
          <ProductCard
            product={{
              id: String(product.id),
              name: product.name,
              href: paths.product(product.id),
              imageSrc: product.photos[0]?.thumbnail,
              imageSrcSet: product.photos[0] && photoSrcSet(product.photos[0]),
              imageAlt: '',
              shortDescription: product.short_description,
              priceCents: toCents(product.price),
              shippingCents: toCents(product.shipping_price),
              stock: product.quantity,
              // Stars only once someone has rated it: empty stars would read as a bad rating.
              rating: product.rating.count > 0 ? ratingDisplay(product.rating) : undefined,
            }}
            labels={{
              addToCart: say('product.addToCart'),
              adding: say('common.loading'),
              soldOut: say('product.soldOut'),
              shipping: (cost) => intl.formatMessage({ id: 'product.shipping' }, { cost }),
              freeShipping: say('product.freeShipping'),
            }}
            onAddToCart={() => onAddToCart(product)}
            imagePriority={imagePriority(index)}
          />
        )}
      </ProductGrid>
      <Pagination
        page={query.page}
        pageCount={pageCount}
        onPageChange={onPageChange}
        labels={paginationLabels}
      />
    </div>
  );
}

import { PageHeader } from '@plaza/ui';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useSearchParams } from 'wouter';
import { paths } from '../../config/paths';
import { CategoryFilter } from '../../features/catalogue/components/category-filter';
import * as styles from '../../features/catalogue/components/explore.css';
import { PriceFilter } from '../../features/catalogue/components/price-filter';
import { ProductList } from '../../features/catalogue/components/product-list';
import { ProductSearch } from '../../features/catalogue/components/product-search';
import { SortFilter } from '../../features/catalogue/components/sort-filter';
import { cart } from '../../features/cart/stores/app-cart';
import { useAddToCart } from '../../features/cart/use-add-to-cart';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useMessage } from '../../hooks/use-message';
import {
  exploreSearchParams,
  hasFilters,
  NO_FILTERS,
  parseExploreQuery,
  productListQuery,
  type ExploreQuery,
} from '../../lib/product-filters';

/** Products per page: four rows of the widest grid. */
const PAGE_SIZE = 12;

/**
 * Product browsing (SPEC.md, section 2). The filters live in the URL, so a filtered page can be
 * shared or reloaded, and in the cart state (SPEC.md, section 3), so coming back to Explore from
 * another screen (the sidebar's plain link) finds them as they were left.
 */
export function ExploreRoute() {
  useDocumentTitle('explore.title');
  const say = useMessage();
  const addProduct = useAddToCart();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = parseExploreQuery(searchParams);
  const { filters: kept } = useSnapshot(cart);
  const [keptAtArrival] = useState(() => (hasFilters(kept) && !hasFilters(query) ? kept : null));
  const [isRestored, setRestored] = useState(keptAtArrival === null);
  const { search, category, priceMin, priceMax } = query;

  useEffect(() => {
    cart.filters = { search, category, priceMin, priceMax };
  }, [search, category, priceMin, priceMax]);

  if (!isRestored) {
    if (hasFilters(query)) setRestored(true);
    else if (keptAtArrival) {
      const restored = exploreSearchParams({ ...query, ...keptAtArrival });
      return <Redirect to={`${paths.explore}?${restored.toString()}`} replace />;
    }
  }

  const show = (change: Partial<ExploreQuery>) =>
    setSearchParams(exploreSearchParams({ ...query, page: 1, ...change }), {
      // A filter refines this page rather than opening another, so Back leaves Explore; a new
      // page of results is somewhere Back should return from.
      replace: change.page === undefined,
    });
  const ordering = query.ordering ?? (query.search ? 'relevance' : '-created');

  return (
    <>
      <PageHeader title={say('explore.title')} />
      <div className={styles.filters}>
        <ProductSearch value={query.search} onSearch={(text) => show({ search: text })} />
        <CategoryFilter
          selectedId={category === null ? null : String(category)}
          onSelectedIdChange={(id) => show({ category: id === null ? null : Number(id) })}
        />
        <PriceFilter
          min={priceMin}
          max={priceMax}
          onChange={({ min, max }) => show({ priceMin: min, priceMax: max })}
        />
        <SortFilter
          value={ordering}
          isSearching={query.search !== ''}
          onChange={(chosen) => show({ ordering: chosen })}
        />
      </div>
      <ProductList
        query={{ ...productListQuery(query, PAGE_SIZE), page: query.page, page_size: PAGE_SIZE }}
        onPageChange={(page) => {
          show({ page });
          window.scrollTo({ top: 0 });
        }}
        onAddToCart={(product) => addProduct(product)}
        onClearFilters={hasFilters(query) ? () => show({ ...NO_FILTERS }) : undefined}
      />
    </>
  );
}

import { PageHeader } from '@plaza/ui';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Redirect, useSearchParams } from 'wouter';
import { paths } from '../../config/paths';
import { useCategoryName } from '../../features/catalogue/api/get-categories';
import * as styles from '../../features/catalogue/components/explore.css';
import { FiltersSheet } from '../../features/catalogue/components/filters-sheet';
import { ProductList } from '../../features/catalogue/components/product-list';
import { ProductSearch } from '../../features/catalogue/components/product-search';
import { exploreTitle } from '../../features/catalogue/explore-title';
import { cart } from '../../features/cart/stores/app-cart';
import { useAddToCart } from '../../features/cart/use-add-to-cart';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useIsDisplayed } from '../../hooks/use-is-displayed';
import { useMessage } from '../../hooks/use-message';
import {
  exploreListQuery,
  exploreSearchParams,
  hasFilters,
  hiddenFilterCount,
  NO_FILTERS,
  parseExploreQuery,
  type ExploreQuery,
} from '../../lib/product-filters';

/**
 * The filters come in a chunk of their own, right after the products' first page is asked for: a
 * first visit's download (the `first-load` chunk) is lighter by their fields, popover and list
 * box, and a product page never needs them.
 */
const ExploreFilters = lazy(async () => ({
  default: (await import('../../features/catalogue/components/explore-filters')).ExploreFilters,
}));

/**
 * Product browsing (docs/product.md, section 2). The filters live in the URL, so a filtered page can be
 * shared or reloaded, and in the cart state (docs/product.md, section 3), so coming back to Explore from
 * another screen (the sidebar's plain link) finds them as they were left.
 */
export function ExploreRoute() {
  const say = useMessage();
  const intl = useIntl();
  const addProduct = useAddToCart();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = parseExploreQuery(searchParams);
  const { filters: kept } = useSnapshot(cart);
  const [keptAtArrival] = useState(() => (hasFilters(kept) && !hasFilters(query) ? kept : null));
  const [isRestored, setRestored] = useState(keptAtArrival === null);
  const filtersTitleId = useId();
  const sideColumn = useRef<HTMLElement>(null);
  // On phones the column is hidden and the filters live in the sheet: building them there too
  // cost a phone a tenth of a second before the first products showed.
  const isSideColumnShown = useIsDisplayed(sideColumn);
  const { search, category, priceMin, priceMax } = query;
  const categoryName = useCategoryName(category);
  useDocumentTitle({ text: exploreTitle(intl, search, categoryName) });

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
  const filters = (
    <Suspense fallback={null}>
      <ExploreFilters query={query} ordering={ordering} onChange={show} />
    </Suspense>
  );

  return (
    <>
      <PageHeader title={say('explore.title')} />
      <div className={styles.layout}>
        <div className={styles.columns}>
          <section ref={sideColumn} aria-labelledby={filtersTitleId} className={styles.sideColumn}>
            <h2 id={filtersTitleId} className={styles.filtersTitle}>
              {say('explore.filters')}
            </h2>
            {isSideColumnShown && filters}
          </section>
          <div>
            <div className={styles.toolbar}>
              <div className={styles.search}>
                <ProductSearch value={query.search} onSearch={(text) => show({ search: text })} />
              </div>
              <FiltersSheet activeCount={hiddenFilterCount(query)}>{filters}</FiltersSheet>
            </div>
            <ProductList
              query={exploreListQuery(query)}
              onPageChange={(page) => {
                show({ page });
                window.scrollTo({ top: 0 });
              }}
              onAddToCart={(product) => addProduct(product)}
              onClearFilters={hasFilters(query) ? () => show({ ...NO_FILTERS }) : undefined}
            />
          </div>
        </div>
      </div>
    </>
  );
}

import type { ProductOrdering } from '@plaza/api';
import type { ExploreQuery } from '../../../lib/product-filters';
import { CategoryFilter } from './category-filter';
import { PriceFilter } from './price-filter';
import { SortFilter } from './sort-filter';

interface ExploreFiltersProps {
  query: ExploreQuery;
  /** The order in force, the default resolved. */
  ordering: ProductOrdering;
  onChange: (change: Partial<ExploreQuery>) => void;
}

/** Category, price range and order: what Explore keeps in its side column, or in a sheet on phones. */
export function ExploreFilters({ query, ordering, onChange }: ExploreFiltersProps) {
  return (
    <>
      <CategoryFilter
        selectedId={query.category === null ? null : String(query.category)}
        onSelectedIdChange={(id) => onChange({ category: id === null ? null : Number(id) })}
      />
      <PriceFilter
        min={query.priceMin}
        max={query.priceMax}
        onChange={({ min, max }) => onChange({ priceMin: min, priceMax: max })}
      />
      <SortFilter
        value={ordering}
        isSearching={query.search !== ''}
        onChange={(chosen) => onChange({ ordering: chosen })}
      />
    </>
  );
}

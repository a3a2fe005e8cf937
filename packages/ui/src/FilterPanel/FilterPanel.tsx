import { FunnelIcon } from '@phosphor-icons/react/dist/ssr/Funnel';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../Button/Button.js';
import { MoneyField } from '../MoneyField/MoneyField.js';
import { SearchField } from '../SearchField/SearchField.js';
import type { SelectOption } from '../Select/OptionList.js';
import { Select } from '../Select/Select.js';
import { media } from '../theme/breakpoints.js';
import { useMediaQuery } from '../utils/useMediaQuery.js';
import * as styles from './FilterPanel.css.js';
import { isPriceRangeReversed, noFilters, type ProductFilters } from './filters.js';

export interface FilterPanelLabels {
  /** The panel's heading, and the name of its search landmark, e.g. "Filters". */
  title: string;
  /** The button that shows and hides the panel on small screens, e.g. "Filters". */
  toggle: string;
  search: string;
  /** The search field's clear button, e.g. "Clear search". */
  clearSearch: string;
  category: string;
  /** The first category option, meaning no category filter, e.g. "All categories". */
  allCategories: string;
  /** The price range's legend, e.g. "Price". */
  price: string;
  minPrice: string;
  maxPrice: string;
  /** Under the maximum when it is below the minimum, e.g. "Must be at least the minimum". */
  reversedRange: string;
  apply: string;
  /** Clears every filter and applies that, e.g. "Clear filters". */
  clear: string;
}

export interface FilterPanelProps {
  /**
   * The filters in force when the panel mounts; it edits a copy until Apply. To load other filters
   * (e.g. after navigating back), give the panel a new `key`.
   */
  value: ProductFilters;
  /** Called with the new filters on Apply (or Enter in a field), and with none on Clear. */
  onApply: (filters: ProductFilters) => void;
  /** The categories to choose from, after `labels.allCategories`. */
  categories: readonly SelectOption[];
  /** The panel's title and toggle, each field's label, the all-categories choice, the reversed-range error and the Apply and Clear buttons, from the app's catalogue. */
  labels: FilterPanelLabels;
}

/** The key of the "All categories" option, in a form no category id takes. */
const ALL_CATEGORIES = 'plaza:all-categories';

/**
 * Search, category and price range for the product list, as a search landmark. Changes wait for
 * Apply (or Enter) so each one does not reload the list; Clear empties every filter. Below 768 px
 * the panel folds behind a disclosure button, so the products come first.
 */
export function FilterPanel({ value, onApply, categories, labels }: FilterPanelProps) {
  const categoryOptions = [{ id: ALL_CATEGORIES, label: labels.allCategories }, ...categories];
  const [draft, setDraft] = useState(value);
  const [isOpen, setOpen] = useState(false);
  const isWide = useMediaQuery(media.md);
  const bodyId = useId();
  const titleId = useId();
  const isReversed = isPriceRangeReversed(draft);
  const edit = (change: Partial<ProductFilters>) => setDraft({ ...draft, ...change });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!isReversed) onApply(draft);
  };
  const clear = () => {
    setDraft(noFilters);
    onApply(noFilters);
  };

  return (
    <div className={styles.root}>
      {!isWide && (
        <Button
          variant="secondary"
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onPress={() => setOpen(!isOpen)}
        >
          <FunnelIcon aria-hidden size="1.25em" />
          {labels.toggle}
        </Button>
      )}
      <form
        id={bodyId}
        role="search"
        aria-labelledby={titleId}
        hidden={!isWide && !isOpen}
        onSubmit={apply}
        className={styles.form}
      >
        <h2 id={titleId} className={styles.title}>
          {labels.title}
        </h2>
        <SearchField
          label={labels.search}
          clearLabel={labels.clearSearch}
          value={draft.search}
          onChange={(search) => edit({ search })}
        />
        <Select
          label={labels.category}
          options={categoryOptions}
          value={draft.categoryId ?? ALL_CATEGORIES}
          onChange={(key) =>
            edit({ categoryId: key === null || key === ALL_CATEGORIES ? null : String(key) })
          }
        />
        <fieldset className={styles.range}>
          <legend className={styles.legend}>{labels.price}</legend>
          <MoneyField
            label={labels.minPrice}
            valueCents={draft.minPriceCents}
            onChangeCents={(minPriceCents) => edit({ minPriceCents })}
          />
          <MoneyField
            label={labels.maxPrice}
            valueCents={draft.maxPriceCents}
            onChangeCents={(maxPriceCents) => edit({ maxPriceCents })}
            isInvalid={isReversed}
            errorMessage={labels.reversedRange}
          />
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit">{labels.apply}</Button>
          <Button variant="ghost" onPress={clear}>
            {labels.clear}
          </Button>
        </div>
      </form>
    </div>
  );
}

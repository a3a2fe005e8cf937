import { ChipGroup } from '@plaza/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadError } from '../../../components/errors/load-error';
import { useCategories } from '../api/get-categories';

interface CategoryFilterProps {
  /** The chosen category's id, or null for every category. */
  selectedId: string | null;
  onSelectedIdChange: (id: string | null) => void;
}

/** Narrows the products to one category, picked from the server's list. */
export function CategoryFilter({ selectedId, onSelectedIdChange }: CategoryFilterProps) {
  const intl = useIntl();
  const { data: categories, error, isValidating, mutate } = useCategories();

  if (categories) {
    return (
      <ChipGroup
        label={intl.formatMessage({ id: 'catalogue.categories.label' })}
        emptyLabel={intl.formatMessage({ id: 'catalogue.categories.empty' })}
        // Ids travel as strings, as they do in the URL.
        items={categories.map((category) => ({ id: String(category.id), label: category.name }))}
        selectedKey={selectedId}
        onSelectionChange={(key) => onSelectedIdChange(key === null ? null : String(key))}
      />
    );
  }
  if (error) {
    return <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />;
  }
  return (
    <p role="status">
      <FormattedMessage id="catalogue.categories.loading" />
    </p>
  );
}

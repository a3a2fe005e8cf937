import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'wouter';
import { CategoryFilter } from '../../features/catalogue/components/category-filter';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** The URL holds the filters, so a shared or reloaded link shows the same selection. */
const CATEGORY_PARAM = 'category';

/** Product browsing (SPEC.md, section 2): filters now, the product list in a later issue. */
export function ExploreRoute() {
  useDocumentTitle('explore.title');
  const [searchParams, setSearchParams] = useSearchParams();

  const selectCategory = (id: string | null) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(CATEGORY_PARAM);
        else next.set(CATEGORY_PARAM, id);
        return next;
      },
      // A filter change refines this page rather than opening another, so Back leaves Explore.
      { replace: true },
    );
  };

  return (
    <>
      <h1>
        <FormattedMessage id="explore.title" />
      </h1>
      <CategoryFilter
        selectedId={searchParams.get(CATEGORY_PARAM)}
        onSelectedIdChange={selectCategory}
      />
    </>
  );
}

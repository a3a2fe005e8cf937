import { PageHeader } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { ProductModeration } from '../../features/seller-products/components/product-moderation';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useReviewQuery } from '../../hooks/use-review-query';

/** `admin/products/` (docs/product.md, section 2): the status of every product, for administrators. */
export function AdminProductsRoute() {
  useDocumentTitle('admin.products.title');
  const intl = useIntl();
  const [query, setQuery] = useReviewQuery();
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'admin.products.title' })}
        description={intl.formatMessage({ id: 'adminProducts.intro' })}
      />
      <ProductModeration query={query} onQueryChange={setQuery} />
    </>
  );
}

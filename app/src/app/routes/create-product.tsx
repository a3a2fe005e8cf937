import { PageHeader } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { LoadError } from '../../components/errors/load-error';
import { PageLoading } from '../../components/page-loading';
import { paths } from '../../config/paths';
import { useCategories } from '../../features/catalogue/api/get-categories';
import { CreateProduct } from '../../features/seller-products/components/create-product';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** `products/create` (docs/product.md, section 2): the product form, empty. */
export function CreateProductRoute() {
  useDocumentTitle('productForm.createTitle');
  const intl = useIntl();
  const categories = useCategories();
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'productForm.createTitle' })}
        description={intl.formatMessage({ id: 'productForm.createIntro' })}
        breadcrumbsLabel={intl.formatMessage({ id: 'product.breadcrumbs' })}
        breadcrumbs={[
          { label: intl.formatMessage({ id: 'products.title' }), href: paths.products },
          { label: intl.formatMessage({ id: 'productForm.createTitle' }) },
        ]}
      />
      {categories.data ? (
        <CreateProduct categories={categories.data} />
      ) : categories.error ? (
        <LoadError
          error={categories.error}
          onRetry={() => void categories.mutate()}
          isRetrying={categories.isValidating}
        />
      ) : (
        <PageLoading />
      )}
    </>
  );
}

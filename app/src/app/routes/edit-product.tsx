import { ApiError } from '@plaza/api';
import { PageHeader } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { LoadError } from '../../components/errors/load-error';
import { PageLoading } from '../../components/page-loading';
import { paths, ROUTE_ID } from '../../config/paths';
import { useCategories } from '../../features/catalogue/api/get-categories';
import { useMyProduct } from '../../features/seller-products/api/get-my-product';
import { EditProduct } from '../../features/seller-products/components/edit-product';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { NotFoundRoute } from './not-found';

function EditProductScreen({ id }: { id: number }) {
  const intl = useIntl();
  const categories = useCategories();
  const product = useMyProduct(id);
  const failed = product.error ?? categories.error;
  // Someone else's product is 403 when approved (the API shows it to all) and 404 otherwise.
  const isNotFound = failed instanceof ApiError && (failed.status === 404 || failed.status === 403);
  useDocumentTitle(isNotFound ? 'notFound.title' : 'productForm.editTitle');
  if (isNotFound) return <NotFoundRoute />;

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'productForm.editTitle' })}
        description={intl.formatMessage({ id: 'productForm.reviewNote' })}
        breadcrumbsLabel={intl.formatMessage({ id: 'product.breadcrumbs' })}
        breadcrumbs={[
          { label: intl.formatMessage({ id: 'products.title' }), href: paths.products },
          product.data
            ? { label: product.data.name, isUserText: true }
            : { label: intl.formatMessage({ id: 'productForm.editTitle' }) },
        ]}
      />
      {product.data && categories.data ? (
        <EditProduct product={product.data} categories={categories.data} />
      ) : failed ? (
        <LoadError
          error={failed}
          onRetry={() => void (product.error ? product.mutate() : categories.mutate())}
          isRetrying={product.isValidating || categories.isValidating}
        />
      ) : (
        <PageLoading />
      )}
    </>
  );
}

/** `products/edit/{id}` (docs/product.md, section 2): the product form, filled from the stored product. */
export function EditProductRoute() {
  const { id = '' } = useParams<{ id: string }>();
  return ROUTE_ID.test(id) ? <EditProductScreen key={id} id={Number(id)} /> : <NotFoundRoute />;
}

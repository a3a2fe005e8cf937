import type { ProductSummary } from '@plaza/api';
import { EmptyState, LinkButton } from '@plaza/ui';
import { PackageIcon } from '@phosphor-icons/react/dist/ssr/Package';
import { PencilSimpleIcon } from '@phosphor-icons/react/dist/ssr/PencilSimple';
import { TrashIcon } from '@phosphor-icons/react/dist/ssr/Trash';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ProductTable } from '../../../components/product-table';
import { paths } from '../../../config/paths';
import { useFailureToast } from '../../../hooks/use-failure-toast';
import type { ReviewQuery } from '../../../lib/review-query';
import { toasts } from '../../../lib/toasts';
import { deleteProduct } from '../api/delete-product';
import { useMyProducts } from '../api/get-my-products';
import { DeleteProductDialog } from './delete-product-dialog';

const PAGE_SIZE = 20;

interface MyProductsProps {
  query: ReviewQuery;
  onQueryChange: (query: ReviewQuery) => void;
}

/** The seller's products in every status, with edit and delete. */
export function MyProducts({ query, onQueryChange }: MyProductsProps) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const toastFailure = useFailureToast();
  const [deleting, setDeleting] = useState<ProductSummary | null>(null);
  const { data, error, isValidating, mutate } = useMyProducts({
    search: query.search || undefined,
    status: query.status ?? undefined,
    page: query.page,
    page_size: PAGE_SIZE,
  });
  const isFiltered = query.search !== '' || query.status !== null;

  const remove = async (product: ProductSummary) => {
    setDeleting(null);
    try {
      await deleteProduct(product.id);
      toasts.add({
        tone: 'success',
        title: intl.formatMessage({ id: 'myProducts.deleted' }, { name: product.name }),
      });
    } catch (failure) {
      toastFailure(failure);
    }
  };

  return (
    <>
      <ProductTable
        label={intl.formatMessage({ id: 'products.title' })}
        query={query}
        onQueryChange={onQueryChange}
        pageSize={PAGE_SIZE}
        data={data}
        error={error}
        onRetry={() => void mutate()}
        isRetrying={isValidating}
        rowActions={{
          columnLabel: intl.formatMessage({ id: 'productTable.actions' }),
          label: (name) => intl.formatMessage({ id: 'productTable.actionsFor' }, { name }),
          items: () => [
            {
              id: 'edit',
              label: intl.formatMessage({ id: 'myProducts.edit' }),
              icon: <PencilSimpleIcon />,
            },
            {
              id: 'delete',
              label: intl.formatMessage({ id: 'myProducts.delete' }),
              icon: <TrashIcon />,
            },
          ],
          onAction: (action, product) =>
            action === 'edit' ? navigate(paths.editProduct(product.id)) : setDeleting(product),
        }}
        emptyState={
          isFiltered ? (
            <EmptyState
              title={intl.formatMessage({ id: 'myProducts.noMatch' })}
              text={intl.formatMessage({ id: 'explore.emptyHint' })}
            />
          ) : (
            <EmptyState
              title={intl.formatMessage({ id: 'myProducts.empty' })}
              text={intl.formatMessage({ id: 'myProducts.emptyHint' })}
              icon={<PackageIcon />}
              action={
                <LinkButton href={paths.createProduct}>
                  <FormattedMessage id="myProducts.createFirst" />
                </LinkButton>
              }
            />
          )
        }
      />
      <DeleteProductDialog
        product={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={(product) => void remove(product)}
      />
    </>
  );
}

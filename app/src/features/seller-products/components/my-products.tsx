import type { ProductSummary } from '@plaza/api';
import { EmptyState, LinkButton } from '@plaza/ui';
import { PackageIcon } from '@phosphor-icons/react/dist/ssr/Package';
import { PencilSimpleIcon } from '@phosphor-icons/react/dist/ssr/PencilSimple';
import { TrashIcon } from '@phosphor-icons/react/dist/ssr/Trash';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ProductTable } from './product-table';
import { paths } from '../../../config/paths';
import { useToastedAction } from '../../../hooks/use-toasted-action';
import { productReviewQuery, type ReviewQuery } from '../../../lib/review-query';
import { deleteProduct } from '../api/delete-product';
import { useMyProducts } from '../api/get-my-products';
import { DeleteProductDialog } from './delete-product-dialog';

interface MyProductsProps {
  query: ReviewQuery;
  onQueryChange: (query: ReviewQuery) => void;
}

/** The seller's products in every status, with edit and delete. */
export function MyProducts({ query, onQueryChange }: MyProductsProps) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const runAction = useToastedAction();
  const [deleting, setDeleting] = useState<ProductSummary | null>(null);
  const answer = useMyProducts(productReviewQuery(query));

  const remove = (product: ProductSummary) => {
    setDeleting(null);
    return runAction(() => deleteProduct(product.id), {
      title: intl.formatMessage({ id: 'myProducts.deleted' }, { name: product.name }),
    });
  };

  return (
    <>
      <ProductTable
        label={intl.formatMessage({ id: 'products.title' })}
        query={query}
        onQueryChange={onQueryChange}
        answer={answer}
        actions={{
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
        empty={
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

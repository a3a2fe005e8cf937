import type { ProductSummary } from '@plaza/api';
import { Badge } from '@plaza/ui';
import { CheckCircleIcon } from '@phosphor-icons/react/dist/ssr/CheckCircle';
import { PauseCircleIcon } from '@phosphor-icons/react/dist/ssr/PauseCircle';
import { ShareNetworkIcon } from '@phosphor-icons/react/dist/ssr/ShareNetwork';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ProductTable } from './product-table';
import { useToastedAction } from '../../../hooks/use-toasted-action';
import type { MessageId } from '../../../i18n/messages';
import { productReviewQuery, type ReviewQuery } from '../../../lib/review-query';
import { toasts } from '../../../lib/toasts';
import { useAdminProducts } from '../api/get-admin-products';
import { setProductNetwork } from '../api/set-product-network';
import { setProductStatus } from '../api/set-product-status';
import { NothingToReview } from '../../../components/review-list/nothing-to-review';
import { SuspendProductDialog } from './suspend-product-dialog';

interface ProductModerationProps {
  query: ReviewQuery;
  onQueryChange: (query: ReviewQuery) => void;
}

/** Every product for administrators: approve, suspend with a reason, tag or untag as network. */
export function ProductModeration({ query, onQueryChange }: ProductModerationProps) {
  const intl = useIntl();
  const runAction = useToastedAction();
  const [suspending, setSuspending] = useState<ProductSummary | null>(null);
  const answer = useAdminProducts(productReviewQuery(query));

  const act = (change: () => Promise<unknown>, doneId: MessageId, name: string) =>
    runAction(change, { title: intl.formatMessage({ id: doneId }, { name }) });

  const onAction = (action: string, product: ProductSummary) => {
    if (action === 'approve') {
      void act(
        () => setProductStatus(product.id, { status: 'approved' }),
        'adminProducts.approved',
        product.name,
      );
    } else if (action === 'suspend') {
      setSuspending(product);
    } else {
      const isNetwork = !product.is_tct_product;
      void act(
        () => setProductNetwork(product.id, isNetwork),
        isNetwork ? 'adminProducts.tagged' : 'adminProducts.untagged',
        product.name,
      );
    }
  };

  return (
    <>
      <ProductTable
        label={intl.formatMessage({ id: 'admin.products.title' })}
        query={query}
        onQueryChange={onQueryChange}
        answer={answer}
        extraColumns={[
          {
            id: 'seller',
            label: intl.formatMessage({ id: 'adminProducts.seller' }),
            cell: (product) => <bdi>{product.seller.username}</bdi>,
          },
          {
            id: 'network',
            label: intl.formatMessage({ id: 'adminProducts.network' }),
            cell: (product) =>
              product.is_tct_product ? (
                <Badge tone="info">{intl.formatMessage({ id: 'adminProducts.networkYes' })}</Badge>
              ) : (
                intl.formatMessage({ id: 'adminProducts.networkNo' })
              ),
          },
        ]}
        actions={{
          items: (product) => [
            {
              id: 'approve',
              label: intl.formatMessage({ id: 'adminProducts.approve' }),
              icon: <CheckCircleIcon />,
              isDisabled: product.status === 'approved',
            },
            {
              id: 'suspend',
              label: intl.formatMessage({ id: 'adminProducts.suspend' }),
              icon: <PauseCircleIcon />,
              isDisabled: product.status === 'suspended',
            },
            {
              id: 'network',
              label: intl.formatMessage({
                id: product.is_tct_product ? 'adminProducts.untag' : 'adminProducts.tag',
              }),
              icon: <ShareNetworkIcon />,
            },
          ],
          onAction,
        }}
        empty={<NothingToReview />}
      />
      <SuspendProductDialog
        product={suspending}
        onClose={() => setSuspending(null)}
        onSuspended={(product) => {
          setSuspending(null);
          toasts.add({
            tone: 'success',
            title: intl.formatMessage({ id: 'adminProducts.suspended' }, { name: product.name }),
          });
        }}
      />
    </>
  );
}

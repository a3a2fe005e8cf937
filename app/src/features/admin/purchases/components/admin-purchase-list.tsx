import type { Purchase } from '@plaza/api';
import { CheckCircleIcon } from '@phosphor-icons/react/dist/ssr/CheckCircle';
import { ProhibitIcon } from '@phosphor-icons/react/dist/ssr/Prohibit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useOrderColumns } from '../../../../components/orders/order-columns';
import { OrderList, useOrderListQuery } from '../../../../components/orders/order-list';
import { useMessage } from '../../../../hooks/use-message';
import { AdminScreenLink } from '../../components/admin-screen-link';
import { reviewPurchase, useAdminPurchases } from '../api/get-admin-purchases';
import { ReviewDialog, type Review } from './review-dialog';
import { useToastedAction } from '../../../../hooks/use-toasted-action';

/**
 * Made purchases (SPEC.md, section 2), for administrators: every purchase, transfers waiting for
 * review first (the filter starts there), each approved or refused with a note.
 */
export function AdminPurchaseList() {
  const intl = useIntl();
  const runAction = useToastedAction();
  const say = useMessage();
  const columns = useOrderColumns();
  const list = useOrderListQuery('pending_approval');
  const answer = useAdminPurchases(list.query);
  const [reviewing, setReviewing] = useState<{ purchase: Purchase; review: Review } | null>(null);
  const nameOf = columns.purchaseName;

  const review = (purchase: Purchase, decision: Review, note: string) =>
    runAction(
      () => reviewPurchase(purchase.purchase_id, { status: decision, note: note || null }),
      {
        title: say(decision === 'approved' ? 'adminPurchases.approved' : 'adminPurchases.refused'),
        description: nameOf(purchase),
      },
    );

  return (
    <>
      <OrderList
        label={say('admin.purchases.title')}
        searchLabel={say('purchases.search')}
        list={list}
        answer={answer}
        empty={{ action: <AdminScreenLink screen="products" /> }}
        getRowId={(purchase) => purchase.purchase_id}
        getRowName={nameOf}
        columns={[
          columns.purchase(),
          columns.date(),
          {
            id: 'buyer',
            label: say('sales.buyer'),
            cell: (purchase) => <bdi>{purchase.buyer.username}</bdi>,
          },
          {
            id: 'method',
            label: say('purchase.paymentMethod'),
            cell: (purchase) =>
              say(
                purchase.payment_method === 'card'
                  ? 'checkout.method.card'
                  : 'checkout.method.transfer',
              ),
          },
          {
            id: 'reference',
            label: say('adminPurchases.reference'),
            cell: (purchase) => <bdi>{purchase.transaction.reference ?? ''}</bdi>,
          },
          columns.status(),
          columns.amount('total', say('cart.total'), (purchase: Purchase) => purchase.total),
        ]}
        rowActions={{
          columnLabel: say('orders.actions'),
          label: (name) => intl.formatMessage({ id: 'orders.actionsFor' }, { name }),
          items: (purchase) => [
            {
              id: 'approved',
              label: say('adminPurchases.approve'),
              icon: <CheckCircleIcon />,
              isDisabled: purchase.status !== 'pending_approval',
            },
            {
              id: 'refused',
              label: say('adminPurchases.refuse'),
              icon: <ProhibitIcon />,
              isDisabled: purchase.status !== 'pending_approval',
            },
          ],
          onAction: (actionId, purchase) =>
            setReviewing({ purchase, review: actionId === 'approved' ? 'approved' : 'refused' }),
        }}
      />
      {reviewing && (
        <ReviewDialog
          purchase={reviewing.purchase}
          review={reviewing.review}
          onConfirm={(note) => void review(reviewing.purchase, reviewing.review, note)}
          onClose={() => setReviewing(null)}
        />
      )}
    </>
  );
}

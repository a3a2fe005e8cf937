import type { Purchase, RefundStatus } from '@plaza/api';
import { CheckCircleIcon } from '@phosphor-icons/react/dist/ssr/CheckCircle';
import { HandCoinsIcon } from '@phosphor-icons/react/dist/ssr/HandCoins';
import { ProhibitIcon } from '@phosphor-icons/react/dist/ssr/Prohibit';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useOrderColumns } from '../../../../components/orders/order-columns';
import { ClearFiltersButton } from '../../../../components/empty/clear-filters-button';
import { OrderList } from '../../../../components/orders/order-list';
import { PAYMENT_METHOD_NAME } from '../../../../components/orders/payment-method-name';
import { useMessage } from '../../../../hooks/use-message';
import { useToastedAction } from '../../../../hooks/use-toasted-action';
import { focusFirstControl } from '../../../../lib/first-control';
import { AdminScreenLink } from '../../../../components/review-list/admin-screen-link';
import { markRefundPaid, reviewPurchase, useAdminPurchases } from '../api/get-admin-purchases';
import { awaitsManualRefund, isRefusable, refusingRefunds } from '../purchase-review-rules';
import { useAdminPurchaseQuery } from '../use-admin-purchase-query';
import * as styles from './admin-purchases.css';
import { RefundCell } from './refund-cell';
import { RefundFilterSelect } from './refund-filter-select';
import { RefundPaidDialog } from './refund-paid-dialog';
import { ReviewDialog, type Review } from './review-dialog';
import { WaitingRefunds } from './waiting-refunds';

/** The row actions: a review, or marking a manual refund paid back; each asks first in a dialog. */
type Decision = Review | 'refund-paid';
const isDecision = (id: string): id is Decision =>
  id === 'approved' || id === 'refused' || id === 'refund-paid';

/**
 * Made purchases (docs/product.md, section 2), for administrators: every purchase, transfers waiting for
 * review first (the filter starts there), each approved or refused with a note. A paid purchase
 * not yet sent may be refused too, which refunds it; a bank transfer's refund waits here to be
 * paid back by hand and marked so. The refunds that wait for an administrator are said above the
 * list whatever its filters, and listed by the refund filter.
 */
export function AdminPurchaseList() {
  const intl = useIntl();
  const runAction = useToastedAction();
  const say = useMessage();
  const columns = useOrderColumns();
  const list = useAdminPurchaseQuery();
  const answer = useAdminPurchases(list.query);
  const refundFilter = useRef<HTMLDivElement>(null);
  const [deciding, setDeciding] = useState<{ purchase: Purchase; decision: Decision } | null>(null);
  const nameOf = columns.purchaseName;
  const reviewing =
    deciding && deciding.decision !== 'refund-paid'
      ? { purchase: deciding.purchase, review: deciding.decision }
      : null;

  const review = (purchase: Purchase, decision: Review, note: string) =>
    runAction(
      () => reviewPurchase(purchase.purchase_id, { status: decision, note: note || null }),
      {
        title: say(
          decision === 'approved'
            ? 'adminPurchases.approved'
            : refusingRefunds(purchase)
              ? 'adminPurchases.refusedAndRefunded'
              : 'adminPurchases.refused',
        ),
        description: nameOf(purchase),
      },
    );

  const refundPaid = (purchase: Purchase) =>
    runAction(() => markRefundPaid(purchase.purchase_id), {
      title: say('adminPurchases.refundMarkedPaid'),
      description: nameOf(purchase),
    });

  /** A notice's button goes away once its refunds are listed: focus goes on to the filter it set. */
  const showRefunds = (refund: RefundStatus) => {
    list.chooseRefund(refund);
    focusFirstControl(refundFilter.current);
  };

  return (
    <div className={styles.screen}>
      <WaitingRefunds chosen={list.refund} onShow={showRefunds} />
      <div ref={refundFilter} className={styles.refundFilter}>
        <RefundFilterSelect value={list.refund} onChange={list.chooseRefund} />
      </div>
      <OrderList
        label={say('admin.purchases.title')}
        searchLabel={say('purchases.search')}
        list={list}
        answer={answer}
        empty={
          list.refund
            ? {
                text: say('adminPurchases.noRefunds'),
                action: <ClearFiltersButton onClear={list.clearFilters} filters={refundFilter} />,
              }
            : { action: <AdminScreenLink screen="products" /> }
        }
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
            cell: (purchase) => say(PAYMENT_METHOD_NAME[purchase.payment_method]),
          },
          {
            id: 'reference',
            label: say('adminPurchases.reference'),
            cell: (purchase) => <bdi>{purchase.transaction.reference ?? ''}</bdi>,
          },
          columns.status(),
          {
            id: 'refund',
            label: say('adminPurchases.refund'),
            cell: (purchase) => <RefundCell refund={purchase.transaction.refund} />,
          },
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
              label: say(
                refusingRefunds(purchase)
                  ? 'adminPurchases.refuseAndRefund'
                  : 'adminPurchases.refuse',
              ),
              icon: <ProhibitIcon />,
              isDisabled: !isRefusable(purchase),
            },
            ...(awaitsManualRefund(purchase)
              ? [
                  {
                    id: 'refund-paid',
                    label: say('adminPurchases.markRefundPaid'),
                    icon: <HandCoinsIcon />,
                  },
                ]
              : []),
          ],
          onAction: (actionId, purchase) =>
            isDecision(actionId) && setDeciding({ purchase, decision: actionId }),
        }}
      />
      {deciding?.decision === 'refund-paid' && deciding.purchase.transaction.refund && (
        <RefundPaidDialog
          purchase={deciding.purchase}
          refund={deciding.purchase.transaction.refund}
          onConfirm={() => void refundPaid(deciding.purchase)}
          onClose={() => setDeciding(null)}
        />
      )}
      {reviewing && (
        <ReviewDialog
          purchase={reviewing.purchase}
          review={reviewing.review}
          onConfirm={(note) => void review(reviewing.purchase, reviewing.review, note)}
          onClose={() => setDeciding(null)}
        />
      )}
    </div>
  );
}

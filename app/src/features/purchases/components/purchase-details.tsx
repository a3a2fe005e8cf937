import type { Purchase, PurchaseItem } from '@plaza/api';
import { DescriptionList, PageHeader } from '@plaza/ui';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { OrderStatusBadge } from '../../../components/orders/order-status-badge';
import { PAYMENT_METHOD_NAME } from '../../../components/orders/payment-method-name';
import { ShippingAddressText } from '../../../components/orders/shipping-address-text';
import { paths } from '../../../config/paths';
import { useMessage } from '../../../hooks/use-message';
import { foreignCharge, wasCharged } from '../charge';
import { ForeignChargeText, RefundLine } from './payment-facts';
import { PurchaseActions } from './purchase-actions';
import * as styles from './purchase-details.css';
import { PurchaseItems } from './purchase-items';
import { PurchaseSummary } from './purchase-summary';

interface PurchaseDetailsProps {
  purchase: Purchase;
  /** The payment step, shown while the purchase waits for its payment. */
  payment?: React.ReactNode;
  /** What the page says about the payment whatever the status, e.g. on return from a provider. */
  paymentNotice?: React.ReactNode;
  /** What each line shows below it, e.g. the buyer's review. */
  itemExtra?: (item: PurchaseItem) => React.ReactNode;
  /** What follows the purchase's facts, e.g. the conversation with each seller. */
  after?: React.ReactNode;
}

/**
 * One purchase: its status, items with their sellers and downloads, the server's totals, how it
 * was paid (and refunded), where it ships, and the actions its state allows (pay, confirm
 * receipt, cancel).
 */
export function PurchaseDetails({
  purchase,
  payment,
  paymentNotice,
  itemExtra,
  after,
}: PurchaseDetailsProps) {
  const intl = useIntl();
  const say = useMessage();
  const { refund } = purchase.transaction;
  const charge = wasCharged(purchase.transaction)
    ? foreignCharge(intl.locale, purchase.transaction)
    : null;
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'purchase.title' }, { id: purchase.purchase_id })}
        breadcrumbsLabel={say('purchase.breadcrumbs')}
        breadcrumbs={[
          { label: say('purchases.title'), href: paths.purchases },
          { label: intl.formatMessage({ id: 'purchase.title' }, { id: purchase.purchase_id }) },
        ]}
        actions={<OrderStatusBadge status={purchase.status} />}
      />
      <div className={styles.layout}>
        <div className={styles.main}>
          {paymentNotice}
          {refund && <RefundLine refund={refund} />}
          {purchase.status === 'pending_payment' && payment}
          <section className={styles.section} aria-labelledby="purchase-items">
            <h2 id="purchase-items" className={styles.heading}>
              <FormattedMessage id="purchase.items" />
            </h2>
            <PurchaseItems items={purchase.items} itemExtra={itemExtra} />
          </section>
          <DescriptionList
            items={[
              {
                id: 'date',
                term: say('purchase.date'),
                value: (
                  <FormattedDate value={purchase.created_at} dateStyle="medium" timeStyle="short" />
                ),
              },
              {
                id: 'method',
                term: say('purchase.paymentMethod'),
                value: say(PAYMENT_METHOD_NAME[purchase.payment_method]),
              },
              ...(charge
                ? [
                    {
                      id: 'charged',
                      term: say('purchase.charged'),
                      value: <ForeignChargeText charge={charge} />,
                    },
                  ]
                : []),
              ...(purchase.partner_name
                ? [
                    {
                      id: 'partner',
                      term: say('checkout.partner'),
                      value: <bdi>{purchase.partner_name}</bdi>,
                    },
                  ]
                : []),
              ...(purchase.shipping_address
                ? [
                    {
                      id: 'address',
                      term: say('purchase.shipTo'),
                      value: <ShippingAddressText address={purchase.shipping_address} />,
                    },
                  ]
                : []),
              ...(purchase.note
                ? [{ id: 'note', term: say('purchase.note'), value: purchase.note }]
                : []),
            ]}
          />
          {after}
        </div>
        <PurchaseSummary purchase={purchase}>
          <PurchaseActions purchase={purchase} />
        </PurchaseSummary>
      </div>
    </>
  );
}

import type { Purchase } from '@plaza/api';
import { ExploreLink } from '../../../components/empty/explore-link';
import { useOrderColumns } from '../../../components/orders/order-columns';
import { OrderList, useOrderListQuery } from '../../../components/orders/order-list';
import { useMessage } from '../../../hooks/use-message';
import { usePurchases } from '../api/get-purchases';

/** My purchases (SPEC.md, section 2): search, status filter, pages; each opens its detail. */
export function PurchaseList() {
  const say = useMessage();
  const columns = useOrderColumns();
  const list = useOrderListQuery();
  const answer = usePurchases(list.query);

  return (
    <OrderList
      label={say('purchases.title')}
      searchLabel={say('purchases.search')}
      list={list}
      answer={answer}
      empty={{ text: say('purchases.emptyText'), action: <ExploreLink /> }}
      getRowId={(purchase) => purchase.purchase_id}
      getRowName={columns.purchaseName}
      columns={[
        columns.purchase(),
        columns.date(),
        columns.items(),
        columns.status(),
        columns.amount('total', say('cart.total'), (purchase: Purchase) => purchase.total),
      ]}
    />
  );
}

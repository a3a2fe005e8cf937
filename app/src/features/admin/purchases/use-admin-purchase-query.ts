import type { RefundStatus } from '@plaza/api';
import { useState } from 'react';
import { useOrderListQuery } from '../../../components/orders/order-list';
import type { AdminPurchaseQuery } from './refund-filter';

/**
 * Made purchases' filters: the shared order filters (opening on the transfers to review) and the
 * refund's status, in one query for the list call; clearing the filters clears the refund's too.
 */
export function useAdminPurchaseQuery() {
  const list = useOrderListQuery('pending_approval');
  const [refund, setRefund] = useState<RefundStatus | undefined>(undefined);
  const query: AdminPurchaseQuery = { ...list.query, refund };
  return {
    ...list,
    query,
    refund,
    /**
     * Chooses a refund's status (or any), back on the first page. A chosen one also sets the
     * purchase's status to any: a refund belongs to a purchase that ended (cancelled, refused,
     * expired), never to the transfers under review the list opens on.
     */
    chooseRefund: (next: RefundStatus | undefined) => {
      setRefund(next);
      if (next) list.setStatus(undefined);
      else list.setPage(1);
    },
    clearFilters: () => {
      setRefund(undefined);
      list.clearFilters();
    },
  };
}

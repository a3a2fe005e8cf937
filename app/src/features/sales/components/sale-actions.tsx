import type { Sale } from '@plaza/api';
import { PackageIcon } from '@phosphor-icons/react/dist/ssr/Package';
import { TruckIcon } from '@phosphor-icons/react/dist/ssr/Truck';
import type { DataTableRowAction } from '@plaza/ui';
import { useMessage } from '../../../hooks/use-message';
import type { MessageId } from '../../../i18n/messages';
import type { NextSaleStatus } from './sale-status-dialog';

/** The status a sale moves to next, as its seller moves it (docs/api.md, Sales). */
export const NEXT_STATUS: Partial<Record<Sale['status'], NextSaleStatus>> = {
  approved: 'preparing',
  preparing: 'sent',
};

/**
 * Why a sale in `status` cannot move to `next` now (issue 36: a greyed-out "Mark as sent" with no
 * reason leaves the seller guessing), or `null` when it can.
 */
export function whyNotNow(status: Sale['status'], next: NextSaleStatus): MessageId | null {
  if (NEXT_STATUS[status] === next) return null;
  switch (status) {
    case 'approved':
      return 'sales.why.prepareFirst';
    case 'preparing':
      return 'sales.why.alreadyPreparing';
    case 'sent':
    case 'received':
      return 'sales.why.alreadySent';
    case 'pending_payment':
    case 'pending_approval':
      return 'sales.why.awaitingPayment';
    default:
      return 'sales.why.notShipping';
  }
}

/** A sale's row actions: mark it preparing, then sent; each one it cannot take yet says why. */
export function useSaleActions() {
  const say = useMessage();
  const action = (sale: Sale, next: NextSaleStatus): DataTableRowAction => {
    const reason = whyNotNow(sale.status, next);
    return {
      id: next,
      label: say(next === 'sent' ? 'sales.markSent' : 'sales.markPreparing'),
      icon: next === 'sent' ? <TruckIcon /> : <PackageIcon />,
      isDisabled: reason !== null,
      description: reason === null ? undefined : say(reason),
    };
  };
  return (sale: Sale) => [action(sale, 'preparing'), action(sale, 'sent')];
}

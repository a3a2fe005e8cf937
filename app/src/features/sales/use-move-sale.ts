import type { Sale } from '@plaza/api';
import { useIntl } from 'react-intl';
import { useToastedAction } from '../../hooks/use-toasted-action';
import { updateSaleStatus } from './api/get-sales';
import type { NextSaleStatus } from './components/sale-status-dialog';

/**
 * Moves a sale to its next status (preparing, then sent with the courier's tracking code) and says
 * in a toast how it went: the sales list's row action and the sale page's button.
 */
export function useMoveSale() {
  const intl = useIntl();
  const runAction = useToastedAction();
  return (sale: Sale, next: NextSaleStatus, trackingCode: string) =>
    runAction(
      () =>
        updateSaleStatus(sale.id, {
          status: next,
          ...(next === 'sent' && trackingCode ? { tracking_code: trackingCode } : {}),
        }),
      {
        title: intl.formatMessage({
          id: next === 'sent' ? 'sales.sentDone' : 'sales.preparingDone',
        }),
        description: intl.formatMessage({ id: 'sales.sale' }, { id: sale.purchase_id }),
      },
    );
}

import type { Sale } from '@plaza/api';
import { TextField } from '@plaza/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ActionDialog } from '../../../components/orders/action-dialog';
import { ShippingAddressText } from '../../../components/orders/shipping-address-text';
import { useMessage } from '../../../hooks/use-message';

export type NextSaleStatus = 'preparing' | 'sent';

interface SaleStatusDialogProps {
  sale: Sale;
  next: NextSaleStatus;
  onConfirm: (trackingCode: string) => void;
  onClose: () => void;
}

/**
 * Confirms the sale's next status, with where it ships (the seller packs and sends from this dialog,
 * and the sale's list shows no address); marking it sent asks for the courier's tracking code
 * (optional).
 */
export function SaleStatusDialog({ sale, next, onConfirm, onClose }: SaleStatusDialogProps) {
  const say = useMessage();
  const [trackingCode, setTrackingCode] = useState('');
  const action = say(next === 'preparing' ? 'sales.markPreparing' : 'sales.markSent');
  return (
    <ActionDialog
      title={action}
      confirmLabel={action}
      onConfirm={() => onConfirm(trackingCode.trim())}
      onClose={onClose}
    >
      <p>
        <FormattedMessage
          id={next === 'preparing' ? 'sales.preparingBody' : 'sales.sentBody'}
          values={{ id: sale.purchase_id, buyer: <bdi>{sale.buyer.username}</bdi> }}
        />
      </p>
      {sale.shipping_address && (
        <div>
          <p>{say('sales.shipTo')}</p>
          <ShippingAddressText address={sale.shipping_address} />
        </div>
      )}
      {next === 'sent' && (
        <TextField
          label={say('sales.trackingCode')}
          description={say('sales.trackingCodeHelp')}
          value={trackingCode}
          onChange={setTrackingCode}
          maxLength={100}
        />
      )}
    </ActionDialog>
  );
}

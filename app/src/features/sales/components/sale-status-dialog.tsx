import type { Sale } from '@plaza/api';
import { Button, Dialog, TextField } from '@plaza/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useMessage } from '../../../hooks/use-message';

export type NextSaleStatus = 'preparing' | 'sent';

interface SaleStatusDialogProps {
  sale: Sale;
  next: NextSaleStatus;
  onConfirm: (trackingCode: string) => void;
  onClose: () => void;
}

/** Confirms the sale's next status; marking it sent asks for the courier's tracking code (optional). */
export function SaleStatusDialog({ sale, next, onConfirm, onClose }: SaleStatusDialogProps) {
  const [trackingCode, setTrackingCode] = useState('');
  const say = useMessage();
  const action = next === 'preparing' ? 'sales.markPreparing' : 'sales.markSent';
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={say(action)}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            <FormattedMessage id="orders.back" />
          </Button>
          <Button
            onPress={() => {
              onConfirm(trackingCode.trim());
              close();
            }}
          >
            <FormattedMessage id={action} />
          </Button>
        </>
      )}
    >
      <p>
        <FormattedMessage
          id={next === 'preparing' ? 'sales.preparingBody' : 'sales.sentBody'}
          values={{ id: sale.id, buyer: <bdi>{sale.buyer.username}</bdi> }}
        />
      </p>
      {next === 'sent' && (
        <TextField
          label={say('sales.trackingCode')}
          description={say('sales.trackingCodeHelp')}
          value={trackingCode}
          onChange={setTrackingCode}
          maxLength={100}
        />
      )}
    </Dialog>
  );
}

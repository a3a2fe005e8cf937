import type { Purchase } from '@plaza/api';
import { useCallback } from 'react';
import { useMessage } from '../../hooks/use-message';
import { toasts } from '../../lib/toasts';

/** Says a payment went through: paid by card, or a transfer now waiting for an administrator. */
export function usePaidToast(): (purchase: Purchase) => void {
  const say = useMessage();
  return useCallback(
    (purchase: Purchase) =>
      toasts.add({
        tone: 'success',
        title: say(
          purchase.status === 'pending_approval' ? 'checkout.transferSent' : 'checkout.paid',
        ),
      }),
    [say],
  );
}

import { ApiError, type Purchase } from '@plaza/api';
import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'wouter';
import { reloadPurchase, verifyReturn } from './api/pay-hosted';
import { readPaymentReturn, returnOutcomeOf, type ReturnOutcome } from './payment-return';
import { checkUntilSettled } from './return-checks';

/**
 * Where a return from the provider's page stands: `none` (the page was not opened by one),
 * `confirming` while the purchase is checked, then `paid`, `unconfirmed` (still waiting when the
 * checks ran out) or `ended` (it expired or was cancelled unpaid).
 */
export type ReturnState = 'none' | 'confirming' | 'paid' | 'unconfirmed' | 'ended';

const STATE_OF: Record<ReturnOutcome, ReturnState> = {
  paid: 'paid',
  waiting: 'unconfirmed',
  ended: 'ended',
};

/**
 * One check of a returned purchase: verify-payment asks the provider. A `409` (paid already,
 * or expired) or an expired window is the purchase having moved on: it is read again instead.
 */
async function checkReturned(
  purchaseId: number,
  check: () => Promise<Purchase>,
): Promise<Purchase> {
  try {
    return await check();
  } catch (error) {
    const movedOn =
      error instanceof ApiError && (error.status === 409 || error.code === 'transaction_expired');
    if (!movedOn) throw error;
    return reloadPurchase(purchaseId);
  }
}

/**
 * The purchase page opened by the provider's return (`?payment=return…`, payment-return.ts): the
 * provider's query leaves the address at once, so a reload does not check again, then the
 * purchase is checked until it is paid (`onPaid`, once) or the checks run out
 * (return-checks.ts). `checkAgain` starts the checks over.
 */
export function usePaymentReturn(purchaseId: number, onPaid: (purchase: Purchase) => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once, at the first render: the address is emptied right after.
  const [found] = useState(() => readPaymentReturn(searchParams));
  const [state, setState] = useState<ReturnState>(found ? 'confirming' : 'none');
  const [round, setRound] = useState(0);
  const paid = useEffectEvent(onPaid);

  useEffect(() => {
    if (found) setSearchParams(new URLSearchParams(), { replace: true });
  }, [found, setSearchParams]);

  useEffect(() => {
    if (!found) return;
    let stopped = false;
    let timer: number | undefined;
    let last: Purchase | undefined;
    void checkUntilSettled({
      check: async () => {
        try {
          last = await checkReturned(purchaseId, () => verifyReturn(purchaseId, found));
        } catch (error) {
          // No such purchase of this buyer's (the page says so): nothing to wait for.
          if (error instanceof ApiError && error.status === 404) return 'ended';
          throw error;
        }
        return returnOutcomeOf(last);
      },
      wait: (ms) => new Promise((resolve) => (timer = window.setTimeout(resolve, ms))),
      isStopped: () => stopped,
    }).then((outcome) => {
      if (outcome === null) return;
      setState(STATE_OF[outcome]);
      if (outcome === 'paid' && last) paid(last);
    });
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [found, purchaseId, round]);

  const checkAgain = () => {
    setState('confirming');
    setRound((count) => count + 1);
  };
  return { state, checkAgain };
}

import { useCallback } from 'react';
import { toasts } from '../lib/toasts';
import { useFailureToast } from './use-failure-toast';

/** What a success toast says, e.g. "Product approved" with the product's name below. */
export interface SuccessToast {
  title: string;
  description?: string;
}

/**
 * Runs an action chosen from a list or a menu and says in a toast how it went: `success` when it
 * worked, the failure's reason when it did not. Resolves to whether it worked, so a caller can
 * refresh its list after a refusal.
 */
export function useToastedAction(): (
  action: () => Promise<unknown>,
  success: SuccessToast,
) => Promise<boolean> {
  const toastFailure = useFailureToast();
  return useCallback(
    async (action, success) => {
      try {
        await action();
        toasts.add({ tone: 'success', ...success });
        return true;
      } catch (failure) {
        toastFailure(failure);
        return false;
      }
    },
    [toastFailure],
  );
}

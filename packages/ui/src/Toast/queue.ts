import { UNSTABLE_ToastQueue as AriaToastQueue, type ToastOptions } from 'react-aria-components';

/** docs/product.md section 9: toasts close on their own after 5000 ms. */
export const TOAST_TIMEOUT = 5000;

export type ToastTone = 'success' | 'error' | 'info' | 'warning';

export interface ToastContent {
  tone: ToastTone;
  title: string;
  /** A second line of detail. */
  description?: string;
}

/**
 * The queue a ToastRegion shows. Create one for the app and call `add` from anywhere; toasts close
 * after 5000 ms unless `timeout` says otherwise (`timeout: 0` keeps one until it is dismissed).
 */
export class ToastQueue extends AriaToastQueue<ToastContent> {
  override add(content: ToastContent, options: ToastOptions = {}): string {
    const { timeout = TOAST_TIMEOUT } = options;
    return super.add(content, { ...options, timeout: timeout > 0 ? timeout : undefined });
  }
}

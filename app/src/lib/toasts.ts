import { ToastQueue } from '@plaza/ui';

/** The app's toasts: `toasts.add({ tone, title })` from anywhere; they close after 5000 ms (docs/product.md, section 9). */
export const toasts = new ToastQueue();

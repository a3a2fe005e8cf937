export type { ToastRegionProps } from './Toast.js';
export { ToastRegion } from './ToastRegion.js';
export { TOAST_TIMEOUT, ToastQueue, type ToastContent, type ToastTone } from './queue.js';

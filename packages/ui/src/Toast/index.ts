export { ToastRegion, type ToastRegionProps } from './Toast.js';
export { TOAST_TIMEOUT, ToastQueue, type ToastContent, type ToastTone } from './queue.js';

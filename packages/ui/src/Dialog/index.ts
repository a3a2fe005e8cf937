export { Dialog, type DialogProps } from './Dialog.js';
export type { OverlayContent } from './content.js';
// Opens the Dialog or Popover placed after its trigger button, and returns focus to it on close.
export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';

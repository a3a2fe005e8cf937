export { ConfirmActions, type ConfirmActionsProps } from './ConfirmActions.js';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.js';

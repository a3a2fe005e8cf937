import { WarningIcon } from '@phosphor-icons/react/dist/ssr/Warning';
import type { ReactNode } from 'react';
import { Dialog, type DialogProps } from '../Dialog/Dialog.js';
import { ConfirmActions } from './ConfirmActions.js';
import * as styles from './ConfirmDialog.css.js';

export interface ConfirmDialogProps extends Pick<
  DialogProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange' | 'title'
> {
  /** What will happen, e.g. "The purchase is cancelled and its stock released." */
  children: ReactNode;
  /** Text of the button that goes ahead, e.g. "Cancel purchase". */
  confirmLabel: string;
  /** Text of the button that backs out, e.g. "Keep purchase". */
  cancelLabel: string;
  /** Called when the user confirms; the dialog then closes. Backing out only closes it. */
  onConfirm: () => void;
  /**
   * `destructive` for what cannot be undone: a warning icon, a danger-coloured confirm button,
   * and focus starts on cancel so a hurried Enter does no harm.
   * @default 'default'
   */
  variant?: 'default' | 'destructive';
}

/**
 * Asks the user to confirm an action, as an `alertdialog` with a confirm and a cancel button. Like
 * Dialog it returns focus to its trigger; a press outside does not close it, Escape cancels.
 */
export function ConfirmDialog({
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  variant = 'default',
  ...dialog
}: ConfirmDialogProps) {
  const isDestructive = variant === 'destructive';
  return (
    <Dialog
      {...dialog}
      role="alertdialog"
      isDismissable={false}
      icon={
        isDestructive && (
          <span aria-hidden className={styles.warningIcon}>
            <WarningIcon weight="fill" />
          </span>
        )
      }
      actions={(close) => (
        <ConfirmActions
          close={close}
          cancelLabel={cancelLabel}
          confirmLabel={confirmLabel}
          onConfirm={onConfirm}
          confirmVariant={isDestructive ? 'danger' : 'primary'}
          // The APG's alert dialog pattern: start on the least destructive choice.
          autoFocusCancel={isDestructive}
        />
      )}
    >
      {children}
    </Dialog>
  );
}

import type { ReactNode } from 'react';
import { Button } from '../Button/Button.js';

export interface ConfirmActionsProps {
  /** The dialog's close function, as its `actions` render function receives it. */
  close: () => void;
  /** The button that backs out, e.g. "Keep purchase". */
  cancelLabel: ReactNode;
  /** The button that goes ahead, e.g. "Cancel purchase". */
  confirmLabel: ReactNode;
  /** Called when the user goes ahead; the dialog then closes. Backing out only closes it. */
  onConfirm: () => void;
  /**
   * The go-ahead button's look: `danger` for what cannot be undone.
   * @default 'primary'
   */
  confirmVariant?: 'primary' | 'danger';
  /**
   * Whether focus starts on the way back, so a hurried Enter does no harm.
   * @default false
   */
  autoFocusCancel?: boolean;
}

/**
 * A dialog's way back and way ahead, for `<Dialog actions={(close) => ...}>`: cancel closes it,
 * confirm calls `onConfirm` and then closes it.
 */
export function ConfirmActions({
  close,
  cancelLabel,
  confirmLabel,
  onConfirm,
  confirmVariant = 'primary',
  autoFocusCancel = false,
}: ConfirmActionsProps) {
  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- only where the caller asks, see the prop */}
      <Button variant="secondary" onPress={close} autoFocus={autoFocusCancel}>
        {cancelLabel}
      </Button>
      <Button
        variant={confirmVariant}
        onPress={() => {
          onConfirm();
          close();
        }}
      >
        {confirmLabel}
      </Button>
    </>
  );
}

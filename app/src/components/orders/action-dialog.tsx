import { ConfirmActions, Dialog } from '@plaza/ui';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface ActionDialogProps {
  title: string;
  /** The button that goes ahead, e.g. "Mark as sent". */
  confirmLabel: string;
  /** @default 'primary' */
  confirmVariant?: 'primary' | 'danger';
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** Asks before an action on a purchase or a sale, with a way back and a way ahead. */
export function ActionDialog({
  title,
  confirmLabel,
  confirmVariant = 'primary',
  onConfirm,
  onClose,
  children,
}: ActionDialogProps) {
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={title}
      actions={(close) => (
        <ConfirmActions
          close={close}
          cancelLabel={<FormattedMessage id="orders.back" />}
          confirmLabel={confirmLabel}
          confirmVariant={confirmVariant}
          onConfirm={onConfirm}
        />
      )}
    >
      {children}
    </Dialog>
  );
}

import { XIcon } from '@phosphor-icons/react/dist/ssr/X';
import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton.js';
import { renderContent, type OverlayContent } from './content.js';
import * as styles from './Dialog.css.js';

export interface DialogProps extends Pick<
  ModalOverlayProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange'
> {
  /** The heading, which also names the dialog for screen readers. */
  title: string;
  /** The content, or a function given `close`. */
  children: OverlayContent;
  /**
   * Buttons at the bottom, end-aligned, e.g. Cancel and Save; or a function given `close`.
   * @default undefined
   */
  actions?: OverlayContent;
  /**
   * Name of a close button (an ×) in the top corner, e.g. "Close". Without it there is none:
   * give the dialog a button that closes it in `actions` instead.
   * @default undefined
   */
  closeLabel?: string;
  /**
   * Whether a press on the dimmed overlay closes it. Escape always does.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Maximum width: 24, 32 or 48 rem.
   * @default 'md'
   */
  size?: keyof typeof styles.modal;
  /**
   * `alertdialog` for dialogs that interrupt to ask for a decision (see ConfirmDialog).
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /**
   * Something beside the title, e.g. an icon for the kind of question.
   * @default undefined
   */
  icon?: ReactNode;
}

/**
 * A modal dialog over a dimmed page, on react-aria's ModalOverlay, Modal and Dialog. Focus moves in
 * and stays there, Escape closes it, and focus returns to whatever opened it. Open it either with
 * `isOpen` and `onOpenChange`, or by putting it in a `DialogTrigger` after its trigger button.
 */
export function Dialog({
  title,
  children,
  actions,
  closeLabel,
  isDismissable = true,
  size = 'md',
  role,
  icon,
  ...state
}: DialogProps) {
  return (
    <ModalOverlay {...state} isDismissable={isDismissable} className={styles.overlay}>
      <Modal className={styles.modal[size]}>
        <AriaDialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                {icon}
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {closeLabel && (
                  <span className={styles.close}>
                    <IconButton label={closeLabel} onPress={close} showTooltip={false}>
                      <XIcon />
                    </IconButton>
                  </span>
                )}
              </div>
              <div className={styles.body}>{renderContent(children, close)}</div>
              {actions && <div className={styles.actions}>{renderContent(actions, close)}</div>}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

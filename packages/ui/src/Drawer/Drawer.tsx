import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import * as styles from './Drawer.css.js';

export interface DrawerProps {
  /** Whether the drawer is open. */
  isOpen: boolean;
  /** Called when it asks to open or close: Escape, a press on the overlay, or `close()`. */
  onOpenChange: (isOpen: boolean) => void;
  /**
   * The edge it slides in from: `start` is the left in LTR and the right in RTL.
   * @default 'end'
   */
  placement?: keyof typeof styles.panel;
  /** The drawer's name for screen readers, when no `<Heading slot="title">` names it. */
  'aria-label'?: string;
  /**
   * Class for the panel, to set its width and theme (e.g. the chrome class in semi-dark mode).
   * @default undefined
   */
  className?: string;
  /** The content, or a function given `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
}

/**
 * A modal side panel over a dimmed overlay, on react-aria's ModalOverlay and Dialog: focus is
 * trapped inside and returns to the trigger, Escape or a press on the overlay closes it.
 */
export function Drawer({
  isOpen,
  onOpenChange,
  placement = 'end',
  className,
  children,
  ...labelling
}: DrawerProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={`${styles.panel[placement]} ${className ?? ''}`}>
        <Dialog {...labelling} className={styles.dialog}>
          {({ close }) => (typeof children === 'function' ? children(close) : children)}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

import type { ReactElement } from 'react';
import {
  Dialog,
  DialogTrigger,
  Heading,
  Popover as AriaPopover,
  type DialogTriggerProps,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import { renderContent, type OverlayContent } from '../Dialog/content.js';
import * as styles from './Popover.css.js';

export interface PopoverProps extends Pick<
  DialogTriggerProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange'
> {
  /** The control that opens it: a `Button`, `IconButton` or other react-aria button. */
  trigger: ReactElement;
  /**
   * A heading on top, which also names the popover for screen readers.
   * @default undefined
   */
  title?: string;
  /** The popover's name for screen readers when it has no `title`. */
  'aria-label'?: string;
  /**
   * Where it opens relative to the trigger; `start` and `end` follow the writing direction.
   * @default 'bottom'
   */
  placement?: AriaPopoverProps['placement'];
  /** The content, or a function given `close`. */
  children: OverlayContent;
}

/**
 * A non-modal panel anchored to its trigger, on react-aria's DialogTrigger, Popover and Dialog:
 * focus moves in when it opens, Escape or a press outside closes it, and focus returns to the
 * trigger. For a short help text on hover, use Tooltip instead.
 */
export function Popover({
  trigger,
  title,
  'aria-label': ariaLabel,
  placement = 'bottom',
  children,
  ...state
}: PopoverProps) {
  return (
    <DialogTrigger {...state}>
      {trigger}
      <AriaPopover placement={placement} offset={8} className={styles.panel}>
        <Dialog aria-label={ariaLabel} className={styles.dialog}>
          {({ close }) => (
            <>
              {title && (
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
              )}
              {renderContent(children, close)}
            </>
          )}
        </Dialog>
      </AriaPopover>
    </DialogTrigger>
  );
}

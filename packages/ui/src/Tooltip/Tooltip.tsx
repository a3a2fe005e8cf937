import type { ReactElement } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type TooltipProps as AriaTooltipProps,
} from 'react-aria-components';
import * as styles from './Tooltip.css.js';

export interface TooltipProps {
  /** The tooltip's text. It describes the trigger; the trigger still needs its own name. */
  content: string;
  /** One focusable react-aria element, e.g. a Button or a Link, that shows the tooltip. */
  children: ReactElement;
  /**
   * Side of the trigger to show on; `start` and `end` follow the writing direction.
   * @default 'top'
   */
  placement?: AriaTooltipProps['placement'];
  /**
   * Milliseconds of hovering before it shows; keyboard focus shows it at once.
   * @default 700
   */
  delay?: number;
  /**
   * Whether it is shown (controlled).
   * @default undefined
   */
  isOpen?: boolean;
  /**
   * Whether it is shown at first (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Whether the tooltip is switched off, e.g. when the trigger's label is already visible.
   * @default false
   */
  isDisabled?: boolean;
}

/** A short label that appears on hover and keyboard focus, on react-aria's TooltipTrigger. */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 700,
  isOpen,
  defaultOpen,
  isDisabled,
}: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} isOpen={isOpen} defaultOpen={defaultOpen} isDisabled={isDisabled}>
      {children}
      <AriaTooltip placement={placement} offset={8} className={styles.tooltip}>
        <OverlayArrow>
          <svg width={8} height={8} viewBox="0 0 8 8" className={styles.arrow} aria-hidden>
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}

import { lazy, useContext, useState, type ReactElement } from 'react';
import {
  TooltipTrigger,
  TooltipTriggerStateContext,
  type TooltipProps as AriaTooltipProps,
} from 'react-aria-components';
import { LazyPart } from '../lazy/LazyPart.js';
import type { TooltipBubbleProps } from './TooltipBubble.js';

/**
 * The bubble's code (react-aria's tooltip and its arrow) comes the first time one opens: every
 * icon button has a tooltip, and a first visit that shows none fetches less script (issue 36).
 */
const TooltipBubble = lazy(async () => ({
  default: (await import('./TooltipBubble.js')).TooltipBubble,
}));

/**
 * The bubble, from the first time its trigger opens it; it stays so it can close as it should. If
 * its code cannot be fetched there is no bubble, and the trigger works as ever.
 */
function LazyBubble(props: TooltipBubbleProps) {
  const isOpen = useContext(TooltipTriggerStateContext)?.isOpen ?? false;
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen && !wasOpen) setWasOpen(true);
  if (!wasOpen) return null;
  return (
    <LazyPart>
      <TooltipBubble {...props} />
    </LazyPart>
  );
}

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
      <LazyBubble content={content} placement={placement} />
    </TooltipTrigger>
  );
}

import { CircleNotchIcon } from '@phosphor-icons/react/dist/ssr/CircleNotch';
import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import * as styles from './Button.css.js';

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'style'> {
  /**
   * Visual weight: `primary` for the main action of a view, `secondary` and `outline` for the
   * others, `ghost` for low-emphasis actions in toolbars, `danger` for destructive ones.
   * @default 'primary'
   */
  variant?: styles.ButtonVariants['variant'];
  /**
   * Height and type size: 32, 40 and 48 px.
   * @default 'md'
   */
  size?: styles.ButtonVariants['size'];
  /**
   * Whether the action is in progress. The button stays focusable but cannot be pressed, shows a
   * spinner, and screen readers are told when it starts and stops.
   * @default false
   */
  isPending?: boolean;
  /**
   * Text shown next to the spinner while `isPending`, e.g. "Loading ...". It replaces the content
   * and becomes the accessible name; without it the content stays the name under the spinner.
   * Room for it is always kept, so the button does not change width when it starts loading.
   * @default undefined
   */
  pendingLabel?: string;
  /**
   * Whether the button is disabled.
   * @default false
   */
  isDisabled?: boolean;
  /** The label: text, optionally with icons. */
  children: ReactNode;
}

/** An action button on react-aria's Button: press, keyboard and focus handling come from there. */
export function Button({
  variant,
  size,
  isPending = false,
  pendingLabel,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      isPending={isPending}
      className={`${styles.button({ variant, size })} ${styles.wrapsWhenNarrow}`}
    >
      <span className={pendingLabel === undefined ? styles.contentUnderSpinner : styles.content}>
        {children}
      </span>
      <span className={styles.pending}>
        {/* Always laid out, so the width reserved for the pending state includes the spinner. */}
        <CircleNotchIcon aria-hidden size="1.25em" className={styles.spinner} />
        {pendingLabel && <span className={styles.isolated}>{pendingLabel}</span>}
      </span>
    </AriaButton>
  );
}

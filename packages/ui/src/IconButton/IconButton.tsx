import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button, type ButtonVariants } from '../Button/Button.css.js';
import { Tooltip } from '../Tooltip/Tooltip.js';
import * as styles from './IconButton.css.js';

export interface IconButtonProps extends Omit<
  AriaButtonProps,
  'children' | 'className' | 'style' | 'aria-label'
> {
  /** The accessible name, e.g. "Close". Shown as a tooltip too unless `showTooltip` is false. */
  label: string;
  /** The icon, e.g. `<XIcon />`; it is hidden from screen readers and sized to the button. */
  children: ReactNode;
  /**
   * Visual weight, as for Button.
   * @default 'ghost'
   */
  variant?: ButtonVariants['variant'];
  /**
   * 32, 40 or 48 px square.
   * @default 'md'
   */
  size?: ButtonVariants['size'];
  /**
   * Whether the label also appears as a tooltip on hover and keyboard focus.
   * @default true
   */
  showTooltip?: boolean;
  /**
   * A small element over the icon's corner, e.g. a count `<Badge>`. Its meaning belongs in `label`.
   * @default undefined
   */
  badge?: ReactNode;
}

/** A square button with only an icon; `label` gives it its name. */
export function IconButton({
  label,
  children,
  variant = 'ghost',
  size,
  showTooltip = true,
  badge,
  ...props
}: IconButtonProps) {
  const control = (
    <AriaButton
      {...props}
      aria-label={label}
      className={`${button({ variant, size })} ${styles.square} ${badge ? styles.positioned : ''}`}
    >
      <span aria-hidden className={styles.icon}>
        {children}
      </span>
      {badge && (
        <span className={styles.badgeAnchor} aria-hidden>
          {badge}
        </span>
      )}
    </AriaButton>
  );
  return showTooltip ? <Tooltip content={label}>{control}</Tooltip> : control;
}

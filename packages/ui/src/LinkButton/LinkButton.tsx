import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-aria-components';
import { button, content, wrapsWhenNarrow, type ButtonVariants } from '../Button/Button.css.js';
import * as styles from './LinkButton.css.js';

export interface LinkButtonProps extends Omit<LinkProps, 'children' | 'className' | 'style'> {
  /** Where it goes. With a `RouterProvider` (see PlazaProvider's `navigate`) it routes client-side. */
  href: string;
  /**
   * Visual weight, as for Button.
   * @default 'primary'
   */
  variant?: ButtonVariants['variant'];
  /**
   * 32, 40 or 48 px high.
   * @default 'md'
   */
  size?: ButtonVariants['size'];
  /**
   * An icon before the label, hidden from screen readers, e.g. `<SignInIcon size="1.25em" />`.
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * Below 640 px, shows only `icon` in a square and keeps the label for screen readers: for a
   * header with no room for words on a phone.
   * @default false
   */
  isCompactOnPhones?: boolean;
  /** The label: text, optionally with icons. */
  children: ReactNode;
}

/** A link that looks like a button: for actions that go somewhere, such as "View cart". */
export function LinkButton({
  variant,
  size,
  icon,
  isCompactOnPhones = false,
  children,
  ...props
}: LinkButtonProps) {
  const compact = isCompactOnPhones && icon !== undefined;
  return (
    <Link
      {...props}
      // A compact link is a square of the size's least width, which the wrapping's would undo.
      className={`${button({ variant, size })} ${compact ? styles.compact : wrapsWhenNarrow}`}
    >
      <span className={content}>
        {icon && (
          <span aria-hidden className={styles.icon}>
            {icon}
          </span>
        )}
        {compact ? <span className={styles.compactLabel}>{children}</span> : children}
      </span>
    </Link>
  );
}

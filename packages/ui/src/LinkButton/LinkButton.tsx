import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-aria-components';
import { button, content, type ButtonVariants } from '../Button/Button.css.js';

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
  /** The label: text, optionally with icons. */
  children: ReactNode;
}

/** A link that looks like a button: for actions that go somewhere, such as "View cart". */
export function LinkButton({ variant, size, children, ...props }: LinkButtonProps) {
  return (
    <Link {...props} className={button({ variant, size })}>
      <span className={content}>{children}</span>
    </Link>
  );
}

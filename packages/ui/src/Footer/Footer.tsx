import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { standaloneLink } from '../styles/link.css.js';
import * as styles from './Footer.css.js';

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterProps {
  /**
   * The text at the start, e.g. "© 2025 Plaza".
   * @default undefined
   */
  children?: ReactNode;
  /**
   * Links at the end, e.g. Support and Terms.
   * @default []
   */
  links?: readonly FooterLink[];
  /**
   * Name of the links' navigation landmark, e.g. "Footer". Required when there are links, so the
   * landmark can be told from the main navigation.
   * @default undefined
   */
  linksLabel?: string;
}

/** The page footer: a line of text and a few links. AppShell decides whether it is sticky. */
export function Footer({ children, links = [], linksLabel }: FooterProps) {
  return (
    <footer className={styles.root}>
      <p className={styles.text}>{children}</p>
      {links.length > 0 && (
        <nav aria-label={linksLabel}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={standaloneLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </footer>
  );
}

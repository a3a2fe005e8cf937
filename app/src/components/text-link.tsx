import type { ReactNode } from 'react';
import { Link } from 'wouter';
import * as styles from './text-link.css';

/** A link to another screen of the app, routed client-side. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={styles.link}>
      {children}
    </Link>
  );
}

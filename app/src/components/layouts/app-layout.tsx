import type { ReactNode } from 'react';
import * as styles from './app-layout.css';

/** The frame around every screen. The header, sidebar and footer of SPEC.md (section 2) join it later. */
export function AppLayout({ children }: { children: ReactNode }) {
  return <main className={styles.main}>{children}</main>;
}

import type { ReactElement, ReactNode } from 'react';
import * as styles from './EmptyState.css.js';

export interface EmptyStateProps {
  /** What is empty, e.g. "No purchases yet". */
  title: ReactNode;
  /**
   * A line on why, or what to do next.
   * @default undefined
   */
  text?: ReactNode;
  /**
   * A picture of the subject, e.g. `<ReceiptIcon />`; decorative, hidden from screen readers.
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * What to do next, e.g. a `<LinkButton>` to Explore, or a `<Button>` that clears the filters
   * that left a list empty. Required: an empty state is never a dead end.
   */
  action: ReactElement;
  /**
   * The title's heading level, to fit the page's outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** What a list, a table or a page shows when it has nothing to show yet, and the way on from it. */
export function EmptyState({ title, text, icon, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      {icon && (
        <span aria-hidden className={styles.icon}>
          {icon}
        </span>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {text && <p className={styles.text}>{text}</p>}
      <div className={styles.action}>{action}</div>
    </div>
  );
}

import type { ReactNode } from 'react';
import * as styles from './Badge.css.js';

export interface BadgeProps {
  /** What the badge says: a count or a word or two. */
  children: ReactNode;
  /**
   * Colour and meaning: `danger` for problems, `warning`, `success`, `info`, `primary` for counts.
   * @default 'primary'
   */
  tone?: styles.BadgeTone;
}

/**
 * A small pill with a count or a status word. It is plain text to screen readers: when the number
 * alone says too little ("3"), name what it counts in the surrounding control's label.
 */
export function Badge({ children, tone }: BadgeProps) {
  return <span className={styles.badge({ tone })}>{children}</span>;
}

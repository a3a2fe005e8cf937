import type { ReactNode } from 'react';
import { Skeleton } from '../Skeleton/index.js';
import * as styles from './StatCard.css.js';

export interface StatCardProps {
  /** What the figure is, e.g. "Balance". */
  label: string;
  /** The figure, e.g. an amount drawn by `<Money>`; leave it out while it loads. */
  value?: ReactNode;
  /**
   * A line under the figure on what it means, e.g. "Ready to withdraw".
   * @default undefined
   */
  hint?: ReactNode;
  /**
   * A picture of the subject, e.g. `<WalletIcon />`; decorative, hidden from screen readers.
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * The icon's colour: `success` for money earned, `warning` for money on its way.
   * @default 'neutral'
   */
  tone?: keyof typeof styles.icon;
  /**
   * Shows a placeholder for the figure (and tells assistive technology the card is busy).
   * @default false
   */
  isLoading?: boolean;
}

/**
 * One headline figure of a dashboard: a label, the value in large type and an optional hint. The
 * label and value are a term and its definition, so a screen reader reads them as a pair.
 */
export function StatCard({
  label,
  value,
  hint,
  icon,
  tone = 'neutral',
  isLoading = false,
}: StatCardProps) {
  return (
    <dl className={styles.root} aria-busy={isLoading || undefined}>
      {icon && (
        <span aria-hidden className={styles.icon[tone]}>
          {icon}
        </span>
      )}
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>
        {isLoading ? <Skeleton width="8ch" height="1.75rem" /> : value}
      </dd>
      {hint && <dd className={styles.hint}>{hint}</dd>}
    </dl>
  );
}

import { badge } from '../Badge/Badge.css.js';
import { statusAppearance, type Status } from './statuses.js';
import * as styles from './StatusBadge.css.js';

export interface StatusBadgeProps {
  /** The status value as the API sends it, e.g. `pending_approval`. */
  status: Status;
  /** What it says, in the user's language, e.g. "Pending approval". */
  label: string;
}

/**
 * A product's, purchase's or sale's status as a coloured pill with an icon and a word. Colour and
 * icon follow the status; the word is the app's, and it is what screen readers hear.
 */
export function StatusBadge({ status, label }: StatusBadgeProps) {
  const { tone, icon: Icon } = statusAppearance[status];
  return (
    <span className={`${badge({ tone })} ${styles.root}`} data-status={status}>
      <Icon aria-hidden weight="bold" className={styles.icon} />
      {label}
    </span>
  );
}

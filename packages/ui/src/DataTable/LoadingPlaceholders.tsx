import { Skeleton } from '../Skeleton/Skeleton.js';
import * as styles from './DataTable.css.js';

interface LoadingPlaceholdersProps {
  /** Said once for the whole set, e.g. "Loading ...". */
  label: string;
  count: number;
  /** The skeleton lines of each placeholder, as widths. */
  lines: readonly string[];
  className: string;
  itemClassName: string;
}

/** Placeholder rows or cards while loading: seen as skeleton lines, heard as one loading label. */
export function LoadingPlaceholders({
  label,
  count,
  lines,
  className,
  itemClassName,
}: LoadingPlaceholdersProps) {
  return (
    <div className={className}>
      <span className={styles.loadingLabel}>{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} aria-hidden className={itemClassName}>
          {lines.map((width) => (
            <Skeleton key={width} width={width} />
          ))}
        </div>
      ))}
    </div>
  );
}

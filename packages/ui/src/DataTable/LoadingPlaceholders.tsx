import { Skeleton } from '../Skeleton/Skeleton.js';
import * as styles from './DataTable.css.js';

// Each placeholder's skeleton lines, as widths: a table row's cells, or a card's lines.
const looks = {
  rows: { box: styles.loadingRows, item: styles.loadingRow, lines: ['40%', '25%', '15%'] },
  cards: { box: styles.cards, item: styles.card, lines: ['50%', '80%', '65%'] },
};

interface LoadingPlaceholdersProps {
  /** Said once for the whole set, e.g. "Loading ...". */
  label: string;
  count: number;
  /** Table rows or cards. */
  look: keyof typeof looks;
}

/** Placeholder rows or cards while loading: seen as skeleton lines, heard as one loading label. */
export function LoadingPlaceholders({ label, count, look }: LoadingPlaceholdersProps) {
  const { box, item, lines } = looks[look];
  return (
    <div className={box}>
      <span className={styles.loadingLabel}>{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} aria-hidden className={item}>
          {lines.map((width) => (
            <Skeleton key={width} width={width} />
          ))}
        </div>
      ))}
    </div>
  );
}

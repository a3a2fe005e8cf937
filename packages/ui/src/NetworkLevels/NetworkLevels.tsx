import { useLocale } from 'react-aria-components';
import * as styles from './NetworkLevels.css.js';

export interface NetworkLevel {
  /** 1 for the people one referred, 2 for the people they referred, and so on. */
  level: number;
  count: number;
}

export interface NetworkLevelsLabels {
  /** A level's name, e.g. `(level) => \`Level ${level}\``. */
  level: (level: number) => string;
  /** A level's count in words, for screen readers, e.g. `(count) => \`${count} people\``. */
  members: (count: number) => string;
  /** The line under the levels, e.g. `(count) => \`${count} people in your network\``. */
  total: (count: number) => string;
  /** Shown instead of the levels when nobody is in the network yet. */
  empty: string;
}

export interface NetworkLevelsProps {
  /** The levels with people in them, nearest first. */
  levels: readonly NetworkLevel[];
  /** A level's name and count, the total under the levels and the empty network's words, from the app's catalogue. */
  labels: NetworkLevelsLabels;
}

/**
 * How many people each level of a referral network holds: a row per level with its count and a bar
 * in proportion to the largest level, then the total. The bars are decoration; the counts are text.
 */
export function NetworkLevels({ levels, labels }: NetworkLevelsProps) {
  const { locale } = useLocale();
  const format = new Intl.NumberFormat(locale);
  const largest = Math.max(1, ...levels.map((level) => level.count));
  const total = levels.reduce((sum, level) => sum + level.count, 0);
  if (total === 0) return <p className={styles.empty}>{labels.empty}</p>;

  return (
    <div>
      <ol className={styles.list}>
        {levels.map(({ level, count }) => (
          <li key={level} className={styles.row}>
            <span className={styles.level}>{labels.level(level)}</span>
            <span aria-hidden className={styles.track}>
              <span
                className={styles.fill}
                style={{ display: 'block', inlineSize: `${(count / largest) * 100}%` }}
              />
            </span>
            <span className={styles.count} aria-label={labels.members(count)}>
              {format.format(count)}
            </span>
          </li>
        ))}
      </ol>
      <p className={styles.total}>{labels.total(total)}</p>
    </div>
  );
}

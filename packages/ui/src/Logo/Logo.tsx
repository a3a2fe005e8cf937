import { Link } from 'react-aria-components';
import * as styles from './Logo.css.js';

export interface LogoProps {
  /** The accessible name, e.g. "Plaza" or "Plaza, go to Explore". */
  label: string;
  /**
   * Makes the logo a link, e.g. to `/explore`.
   * @default undefined (not a link)
   */
  href?: string;
  /**
   * `responsive` shows the mark alone below 1280 px and the mark with the wordmark above;
   * `compact` and `full` fix one of the two.
   * @default 'responsive'
   */
  variant?: keyof typeof styles.wordmark;
}

/**
 * Plaza's logo: the market stall mark (an awning over a stall, as in the favicon) and the wordmark.
 * It is in colour in light themes and white in dark ones, following the theme around it.
 */
export function Logo({ label, href, variant = 'responsive' }: LogoProps) {
  const drawing = (
    <>
      <svg viewBox="0 0 32 32" className={styles.mark} aria-hidden>
        <rect width="32" height="32" rx="7" className={styles.tile} />
        <path d="M6 11h20l-2-5H8z" className={styles.onTile} />
        <path
          d="M6 11a3.3 3.3 0 0 0 6.7 0 3.3 3.3 0 0 0 6.6 0 3.3 3.3 0 0 0 6.7 0"
          className={styles.accent}
        />
        <rect x="9" y="15" width="14" height="11" rx="1.5" className={styles.onTile} />
        <rect x="13.5" y="19" width="5" height="7" className={styles.tile} />
      </svg>
      {/* "Plaza" drawn as monoline strokes, so it needs no font and looks the same everywhere. */}
      <svg viewBox="0 0 70 32" className={styles.wordmark[variant]} aria-hidden>
        <path d="M3 24V6h6.5a5.5 5.5 0 0 1 0 11H3" />
        <path d="M18 5v19" />
        <circle cx="29" cy="18" r="5.6" />
        <path d="M34.6 12.4V24" />
        <path d="M40.5 12.4h10l-10 11.6h10" />
        <circle cx="60.4" cy="18" r="5.6" />
        <path d="M66 12.4V24" />
      </svg>
    </>
  );

  return href === undefined ? (
    <span role="img" aria-label={label} className={styles.root}>
      {drawing}
    </span>
  ) : (
    <Link href={href} aria-label={label} className={styles.root}>
      {drawing}
    </Link>
  );
}

import { useId } from 'react';
import * as styles from './Flag.css.js';

export type FlagCountry = 'es' | 'gb';

export interface FlagProps {
  /** Which flag: Spain (`es`) or the United Kingdom (`gb`). */
  country: FlagCountry;
  /**
   * The flag's name for screen readers. Without it the flag is decorative, as next to a
   * language's name.
   * @default undefined
   */
  label?: string;
}

/** A country flag drawn inline, for the language switcher: nothing is downloaded. */
export function Flag({ country, label }: FlagProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return country === 'es' ? <Spain {...a11y} /> : <UnitedKingdom {...a11y} />;
}

type SvgA11y = { role?: string; 'aria-label'?: string; 'aria-hidden'?: boolean };

function Spain(a11y: SvgA11y) {
  return (
    <svg
      viewBox="0 0 750 500"
      preserveAspectRatio="xMidYMid slice"
      className={styles.flag}
      {...a11y}
    >
      <rect width="750" height="500" fill="#aa151b" />
      <rect y="125" width="750" height="250" fill="#f1bf00" />
    </svg>
  );
}

function UnitedKingdom(a11y: SvgA11y) {
  // Clip paths need ids unique on the page, and a page may show several flags.
  const id = useId();
  return (
    <svg viewBox="0 0 60 30" preserveAspectRatio="xMidYMid slice" className={styles.flag} {...a11y}>
      <clipPath id={`${id}-diagonals`}>
        <path d="M30 15h30v15zv15H0zH0V0zV0h30z" />
      </clipPath>
      <rect width="60" height="30" fill="#012169" />
      <path d="M0 0l60 30m0-30L0 30" stroke="#fff" strokeWidth="6" />
      <path
        d="M0 0l60 30m0-30L0 30"
        clipPath={`url(#${id}-diagonals)`}
        stroke="#c8102e"
        strokeWidth="4"
      />
      <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
      <path d="M30 0v30M0 15h60" stroke="#c8102e" strokeWidth="6" />
    </svg>
  );
}

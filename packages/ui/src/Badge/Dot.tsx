import { VisuallyHidden } from 'react-aria-components';
import * as styles from './Badge.css.js';

export interface DotProps {
  /**
   * What the dot means, read by screen readers, e.g. "Pending". Without it the dot is decorative.
   * @default undefined
   */
  label?: string;
  /**
   * Colour of the dot.
   * @default 'danger'
   */
  tone?: styles.BadgeTone;
}

/** A small coloured dot that flags something needing attention, such as pending purchases. */
export function Dot({ label, tone }: DotProps) {
  return (
    <>
      <span className={styles.dot({ tone })} aria-hidden />
      {label && <VisuallyHidden>{label}</VisuallyHidden>}
    </>
  );
}

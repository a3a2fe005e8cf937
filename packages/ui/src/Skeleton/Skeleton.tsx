import * as styles from './Skeleton.css.js';

export interface SkeletonProps {
  /**
   * `text` is one line of text high, `rect` a block (pictures, cards), `circle` an avatar.
   * @default 'text'
   */
  shape?: styles.SkeletonShape;
  /**
   * Inline size, any CSS length, e.g. `'60%'` or `'12rem'`.
   * @default '100%'
   */
  width?: string;
  /**
   * Block size, any CSS length; `text` takes the height of the current font.
   * @default undefined
   */
  height?: string;
}

/**
 * A grey placeholder in the shape of content that is still loading. It pulses gently, and stands
 * still under `prefers-reduced-motion`. It is hidden from screen readers: the region that loads
 * says so itself, with `aria-busy` and a loading label.
 */
export function Skeleton({ shape, width = '100%', height }: SkeletonProps) {
  return (
    <span
      aria-hidden
      className={styles.skeleton({ shape })}
      style={{ inlineSize: width, blockSize: height }}
    />
  );
}

import { StarIcon } from '@phosphor-icons/react/dist/ssr/Star';
import { StarHalfIcon } from '@phosphor-icons/react/dist/ssr/StarHalf';
import { flipInRtl } from '../styles/flip.css.js';
import type { StarFill } from './stars.js';

/**
 * One star, decorative (the row around it has the label): solid, outlined, or half and half. The
 * half star fills its starting half, so it is mirrored right to left, where the row begins on the
 * right.
 */
export function Star({ fill }: { fill: StarFill }) {
  if (fill === 'half') return <StarHalfIcon aria-hidden weight="fill" className={flipInRtl} />;
  return <StarIcon aria-hidden weight={fill === 'full' ? 'fill' : 'regular'} />;
}

/** The most stars a rating has, and so how many a row draws. */
export const MAX_STARS = 5;

/** The star counts a rating can take, lowest first: 1 to 5. */
export const STAR_COUNTS = Array.from({ length: MAX_STARS }, (_, index) => index + 1);

/** How much of one star is drawn. */
export type StarFill = 'full' | 'half' | 'empty';

/**
 * The five stars that picture `value`, first to last. The value is rounded to the nearest half star,
 * as shoppers are used to reading them (4.3 draws four and a half, 4.2 draws four): the exact
 * number is in the stars' label. Nothing, or a value that is not a number, draws five empty stars.
 */
export function starFills(value: number | null): StarFill[] {
  const halves = Number.isFinite(value)
    ? Math.min(Math.max(Math.round((value ?? 0) * 2), 0), MAX_STARS * 2)
    : 0;
  return STAR_COUNTS.map((stars) => {
    const halvesOfThisStar = halves - (stars - 1) * 2;
    if (halvesOfThisStar >= 2) return 'full';
    return halvesOfThisStar === 1 ? 'half' : 'empty';
  });
}

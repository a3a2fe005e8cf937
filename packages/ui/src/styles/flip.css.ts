import { style } from '@vanilla-extract/css';

/**
 * For icons that point (arrows, chevrons): mirrored when the nearest `dir` is right to left, so
 * "forward" keeps pointing towards the end of the line.
 */
export const flipInRtl = style({
  selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
});

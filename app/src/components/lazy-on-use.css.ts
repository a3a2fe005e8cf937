import { style } from '@vanilla-extract/css';

/** The frame takes no box: the stand-in, then the part, lay out as children of the frame's parent. */
export const frame = style({ display: 'contents' });

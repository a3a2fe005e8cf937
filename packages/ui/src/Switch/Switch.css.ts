import { style } from '@vanilla-extract/css';
import { pressable } from '../styles/pressable.css.js';
import { toggleLabel, focusOutline } from '../styles/states.js';
import { switchThumb, switchThumbOn, switchTrack, switchTrackOn } from '../styles/switch.js';
import { vars } from '../theme/contract.css.js';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '1.5rem',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  ...toggleLabel,
});

export const track = style([
  pressable,
  {
    ...switchTrack,
    selectors: {
      [`${root}[data-selected] &`]: switchTrackOn,
      [`${root}[data-selected][data-hovered] &, ${root}[data-selected][data-pressed] &`]: {
        backgroundColor: vars.color.primaryHover,
        borderColor: vars.color.primaryHover,
      },
      [`${root}[data-focus-visible] &`]: focusOutline,
    },
  },
]);

export const thumb = style({
  ...switchThumb,
  transitionTimingFunction: vars.easing.standard,
  selectors: { [`${root}[data-selected] &`]: switchThumbOn },
});

import { globalStyle, style } from '@vanilla-extract/css';
import { stack } from '../styles/layout.js';
import { pressable } from '../styles/pressable.css.js';
import { toggleLabel, focusOutline } from '../styles/states.js';
import { vars } from '../theme/contract.css.js';

/** Indicator size; descriptions and errors are indented by it plus the gap to line up with labels. */
const indicatorSize = '1.25rem';
const gap = vars.space.sm;

/** The root of a checkbox or radio with its help text: label row, then description and error. */
export const field = style({ ...stack(vars.space.xxs), color: vars.color.text });

/** The `<label>` row: indicator and text, the whole of it pressable and at least 24 px high. */
export const control = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap,
  minBlockSize: '1.5rem',
  paddingBlock: vars.space.xxs,
  boxSizing: 'border-box',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  ...toggleLabel,
});

/** The square or circle; states come from the control it sits in. */
export const indicator = style([
  pressable,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    boxSizing: 'border-box',
    inlineSize: indicatorSize,
    blockSize: indicatorSize,
    // Centred on the first line of text, whatever the line height.
    marginBlockStart: `calc((1lh - ${indicatorSize}) / 2)`,
    borderWidth: 2,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    backgroundColor: vars.color.surface,
    color: vars.color.onPrimary,
    selectors: {
      [`${control}[data-hovered] &`]: { borderColor: vars.color.text },
      [`${control}[data-selected] &, ${control}[data-indeterminate] &`]: {
        borderColor: vars.color.primary,
        backgroundColor: vars.color.primary,
      },
      [`${control}[data-selected][data-hovered] &, ${control}[data-selected][data-pressed] &`]: {
        borderColor: vars.color.primaryHover,
        backgroundColor: vars.color.primaryHover,
      },
      [`${control}[data-invalid] &`]: { borderColor: vars.color.danger },
      [`${control}[data-focus-visible] &`]: focusOutline,
    },
  },
]);

/** Text a label may hold links in; they stay recognisable by underline, not colour alone. */
export const labelText = style({ minInlineSize: 0 });

globalStyle(`${labelText} a`, {
  color: vars.color.primary,
  textDecoration: 'underline',
  borderRadius: vars.radius.sm,
});

globalStyle(`${labelText} a:focus-visible`, focusOutline);

/** Description and error under the label, lined up with its text. */
export const help = style({
  ...stack(vars.space.xxs),
  paddingInlineStart: `calc(${indicatorSize} + ${gap})`,
  selectors: { '&:empty': { display: 'none' } },
});

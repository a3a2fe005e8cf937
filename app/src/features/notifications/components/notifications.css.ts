import { mutedText, stack, vars, wrapRow } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

export const history = style({ ...stack(vars.space.lg), maxInlineSize: '48rem' });

/** The unread filter and "mark all as read", on one line where they fit. */
export const tools = style({ ...wrapRow(vars.space.md), justifyContent: 'space-between' });

export const status = style({ ...mutedText, fontSize: vars.fontSize.sm, margin: 0 });

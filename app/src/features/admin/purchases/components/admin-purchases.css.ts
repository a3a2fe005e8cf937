import { stack, vars } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

/** The waiting refunds, the refund filter and the list, one under the other. */
export const screen = style({ ...stack(vars.space.md) });

/** The refund filter, as wide as the list's status filter above which it sits. */
export const refundFilter = style({ maxInlineSize: '20rem' });

import { vars } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

// The page's two columns (the steps or the purchase, then its summary), shared with the other order pages.
export { mainColumn as main, pageColumns as layout } from '../../../components/orders/orders.css';

export const step = style({ display: 'grid', gap: vars.space.lg });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const failure = style({ margin: 0, color: vars.color.danger });

export const notice = style({ margin: 0 });

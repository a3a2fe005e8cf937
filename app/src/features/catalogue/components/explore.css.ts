import { drawerBody, hairline, media, vars } from '@plaza/ui/theme';
import { createContainer, style } from '@vanilla-extract/css';

/*
 * Explore's filters sit in a side column where the page has room for one beside three product
 * cards, and fold into a sheet behind a button where it has not. The room is the page's own width,
 * not the window's: the signed-in layout's sidebar takes 280 px of the same window.
 */
const page = createContainer('explore');
const roomy = `${page} (min-width: 56rem)`;

export const layout = style({ containerName: page, containerType: 'inline-size' });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@container': {
    [roomy]: { gridTemplateColumns: '15rem minmax(0, 1fr)', alignItems: 'start' },
  },
});

export const sideColumn = style({
  display: 'none',
  '@container': { [roomy]: { display: 'grid', gap: vars.space.lg } },
});

export const narrowOnly = style({
  '@container': { [roomy]: { display: 'none' } },
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'end',
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
});

export const search = style({ flex: 1, minInlineSize: 0 });

export const filtersTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const sheet = style({ inlineSize: 'min(22rem, 100vw)' });

export const sheetBody = style(drawerBody(vars.space.lg));

export const sheetFooter = style({
  display: 'grid',
  padding: vars.space.lg,
  borderBlockStart: hairline,
});

// Two bounds side by side when they have the room, one under the other in a narrow column.
export const priceRange = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
  '@media': { [media.sm]: { maxInlineSize: '32rem' } },
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const results = style({ display: 'grid', gap: vars.space.lg });

export const count = style({ margin: 0, color: vars.color.textMuted });

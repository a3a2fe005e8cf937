import { style } from '@vanilla-extract/css';

export const root = style({
  // <bdi> isolates already; said again so a consumer's `unicode-bidi` cannot undo it. The amount
  // keeps its own order ("US$ 24.50", "24,50 US$") inside right-to-left text, and the text around
  // it ("× 2", "+ … shipping") keeps the page's order.
  unicodeBidi: 'isolate',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

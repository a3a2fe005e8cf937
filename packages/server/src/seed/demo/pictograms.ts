import type { DemoCategorySlug } from './demo-product.js';

/**
 * A line drawing per category on a 100 × 100 grid, drawn in `currentColor`: strokes by default,
 * `fill="currentColor"` where a shape is solid.
 */
export const pictograms: Record<DemoCategorySlug, string> = {
  electronics: '<rect x="22" y="24" width="56" height="38" rx="4"/><path d="M12 74h76M44 68h12"/>',
  'home-kitchen':
    '<path d="M20 44h60v24a12 12 0 0 1-12 12H32a12 12 0 0 1-12-12z"/><path d="M10 46h10M80 46h10M38 36h24M50 36v-8"/>',
  fashion: '<path d="M36 20 16 32l8 14 8-4v38h36V42l8 4 8-14-20-12c-2 6-8 10-14 10s-12-4-14-10z"/>',
  sports:
    '<circle cx="50" cy="50" r="32"/><path d="M50 18v64M18 50h64M28 27c12 12 12 34 0 46M72 27c-12 12-12 34 0 46"/>',
  books:
    '<path d="M50 30c-8-6-20-8-34-6v48c14-2 26 0 34 6 8-6 20-8 34-6V24c-14-2-26 0-34 6z"/><path d="M50 30v48"/>',
  'toys-games':
    '<rect x="22" y="22" width="56" height="56" rx="10"/><g fill="currentColor" stroke="none"><circle cx="36" cy="36" r="5"/><circle cx="50" cy="50" r="5"/><circle cx="64" cy="64" r="5"/></g>',
  beauty:
    '<rect x="30" y="42" width="40" height="40" rx="8"/><path d="M42 42V32h16v10M46 32v-10h8v10M40 60h20"/>',
  music:
    '<path d="M41 70V28l34-8v42"/><g fill="currentColor" stroke="none"><circle cx="32" cy="70" r="9"/><circle cx="66" cy="62" r="9"/></g>',
  'arts-crafts':
    '<path d="M50 18c-18 0-32 14-32 32s14 32 30 32c6 0 8-4 6-8s0-8 6-8h8c8 0 14-6 14-14 0-20-14-34-32-34z"/><g fill="currentColor" stroke="none"><circle cx="36" cy="44" r="5"/><circle cx="50" cy="32" r="5"/><circle cx="66" cy="40" r="5"/></g>',
  'digital-courses':
    '<rect x="14" y="22" width="72" height="48" rx="5"/><path d="M36 82h28"/><path d="M44 36v20l16-10z" fill="currentColor"/>',
};

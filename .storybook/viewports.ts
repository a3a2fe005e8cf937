/**
 * The viewports a designer reviews Plaza at, and the widths every visual (`visual`-tagged) story is
 * screenshotted at: a phone, a tablet at `md`, and a desktop past `xl`. Stories that measure
 * layout pick one with `globals: { viewport: { value: 'mobile' } }`; the test runner sizes its page
 * to match, as the toolbar sizes the preview frame.
 */
export const viewports = {
  mobile: { name: 'Phone · 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Tablet · 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: {
    name: 'Desktop · 1440',
    styles: { width: '1440px', height: '900px' },
    type: 'desktop',
  },
} as const;

export type ViewportName = keyof typeof viewports;

export const visualWidths = [375, 768, 1440] as const;

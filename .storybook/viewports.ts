/**
 * The viewports a designer reviews Plaza at, and the widths every visual (`visual`-tagged) story is
 * screenshotted at: a phone, a tablet at `md`, and a desktop past `xl`. Stories that measure
 * layout pick one with `globals: { viewport: { value: 'mobile' } }`; the test runner sizes its page
 * to match, as the toolbar sizes the preview frame.
 */
export const viewports = {
  mobile: { name: 'Phone · 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Tablet · 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  // The desktop layout (`lg`), narrow enough for the frame: what stories fix for desktop.
  laptop: { name: 'Laptop · 1024', styles: { width: '1024px', height: '768px' }, type: 'desktop' },
  // For a reviewer on a wide screen; wider than the frame of a 1440 px one, so no story fixes it.
  desktop: {
    name: 'Desktop · 1440',
    styles: { width: '1440px', height: '900px' },
    type: 'desktop',
  },
} as const;

export type ViewportName = keyof typeof viewports;

/**
 * The preview frame beside Storybook's sidebar and toolbar on a 1440 px screen. A story that fixes
 * a wider viewport opens cut off and scrolled sideways there, and locks the viewport toolbar: the
 * test runner fails it.
 */
export const FRAME_WIDTH = 1140;

export const visualWidths = [375, 768, 1440] as const;

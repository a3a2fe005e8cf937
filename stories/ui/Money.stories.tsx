import { Money, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inScheme } from './support/SchemeMatrix.js';

const meta = {
  title: 'Components/Data display/Money',
  component: Money,
  tags: ['autodocs'],
  args: { cents: 2450 },
  parameters: {
    docs: {
      description: {
        component:
          'Every amount Plaza shows: integer US cents, always dollars, formatted for the current locale by `Intl.NumberFormat` ("$24.50" in English, "24,50 US$" in Spanish). It renders a `<bdi>`, so in right-to-left text the amount stays one unit that reads in its own order, and the words and figures around it ("× 2", "+ … shipping") keep the page\'s order.',
      },
    },
    // The widths the visual stories are screenshotted at.
    visualWidths: [375],
  },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  // Shows the English format on purpose, whatever the toolbar says.
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$24.50')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { cents: 123450 },
  play: async ({ canvasElement }) => {
    // Still dollars, written the Spanish way.
    await expect(within(canvasElement).getByText('1234,50 US$')).toBeVisible();
  },
};

/** The horizontal centre of the first `text` under `root`, measured on the glyphs as laid out. */
function centreOf(root: Node, text: string): number {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const start = node.textContent!.indexOf(text);
    if (start < 0) continue;
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, start + text.length);
    const box = range.getBoundingClientRect();
    return box.left + box.width / 2;
  }
  throw new Error(`No "${text}" under ${root.nodeName}`);
}

/** "price × quantity" as a cart line writes it: an amount beside a figure, in one paragraph. */
function PriceTimesQuantity() {
  return (
    <p style={{ margin: 0, fontSize: vars.fontSize.xl }}>
      <Money cents={2450} /> × 2
    </p>
  );
}

export const RightToLeft: Story = {
  name: 'Right to left',
  globals: { locale: 'es', direction: 'rtl' },
  render: PriceTimesQuantity,
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('p')!;
    const amount = within(line).getByText('24,50 US$');
    await expect(amount.tagName).toBe('BDI');
    await expect(getComputedStyle(amount).unicodeBidi).toBe('isolate');
    // The amount reads as written, figures before "US$", not "US$ 24,50" ...
    await expect(centreOf(amount, '24,50')).toBeLessThan(centreOf(amount, 'US$'));
    // ... and the line reads right to left: the amount first (on the right), then "× 2".
    await expect(centreOf(line, '× 2')).toBeLessThan(amount.getBoundingClientRect().left);
  },
};

function Matrix() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.xl }}>
      <Money cents={0} />
      <PriceTimesQuantity />
      <Money cents={123456789} />
    </div>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };

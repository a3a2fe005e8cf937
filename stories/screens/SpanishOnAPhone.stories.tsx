import type { ProductSummary } from '@plaza/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shownScreen } from '../play/screens/shown-screen.js';
import { onPageAs, schemeGlobals } from '../ui/support/SchemeMatrix.js';
import { products } from './support/fixtures/catalogue.js';
import { onePage } from './support/fixtures/pages.js';
import { seller } from './support/fixtures/people.js';
import { screenMeta } from './support/screen-meta.js';

/** A seller's products with the longest status words and long names, in Spanish. */
const mine: ProductSummary[] = [
  {
    ...products[0]!,
    name: 'Batería externa Relevo de 20 000 mAh',
    status: 'pending_approval',
    price: '29.90',
    reserved_quantity: 0,
  },
  { ...products[3]!, name: 'Cámara web Mirador 2K', price: '49.50', reserved_quantity: 1 },
  {
    ...products[6]!,
    name: 'Alfombra de lana tejida a mano',
    status: 'suspended',
    moderation_reason: 'Las fotos no muestran el producto.',
    reserved_quantity: 0,
  },
];

const meta = {
  title: 'Screens/Spanish on a phone',
  tags: ['autodocs'],
  ...screenMeta(
    'The app’s own words in Spanish, the longest, where a phone has least room: a seller’s products (`/products`) at 390 px, whose cards put each status beside its price. A status badge wraps inside its column instead of covering the price, and nothing reaches past the window’s edge.',
    {
      path: '/products',
      user: seller,
      answers: { 'GET marketplace/products/mine/': onePage(mine) },
    },
    { visualWidths: [390] },
  ),
  globals: { locale: 'es', viewport: { value: 'mobile' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whether two boxes share any pixel. */
const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

export const FitsThePhone: Story = {
  name: 'Fits the phone',
  play: async ({ canvasElement }) => {
    const canvas = await shownScreen(canvasElement);
    const rows = await canvas.findAllByRole('row', {}, { timeout: 5000 });
    await expect(rows[0]).toHaveTextContent('Pendiente de aprobación');
    // Nothing reaches past the window's edge, so the page does not scroll sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // In every card the status and the price beside it keep apart.
    for (const card of rows) {
      const values = within(card).queryAllByRole('definition');
      if (values.length < 2) continue;
      const [first, second] = values.map((value) =>
        (value.firstElementChild ?? value).getBoundingClientRect(),
      );
      await expect(overlap(first!, second!)).toBe(false);
    }
  },
};

/** The screenshot, at 390 px, in Spanish rather than onPage's English. */
export const TestLightLtr: Story = {
  ...onPageAs('lightLtr', FitsThePhone),
  tags: ['!autodocs', 'visual'],
  name: 'Test: light · ltr',
  globals: { ...schemeGlobals.lightLtr, locale: 'es', viewport: { value: 'mobile' } },
};

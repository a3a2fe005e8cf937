import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { shownScreen } from '../play/screens/shown-screen.js';
import { onPage } from '../ui/support/SchemeMatrix.js';
import { STORY_NOW } from './support/fixed-clock.js';
import { addresses, cartLines, paymentMethods } from './support/fixtures/cart.js';
import { onePage } from './support/fixtures/pages.js';
import { seller } from './support/fixtures/people.js';
import { purchases } from './support/fixtures/purchases.js';
import { screenAt, screenMeta } from './support/screen-meta.js';

/** Purchase 37 waiting for its card payment, as checkout leaves it: 25 minutes to pay. */
const unpaid = {
  ...purchases[0]!,
  status: 'pending_payment' as const,
  transaction: {
    ...purchases[0]!.transaction,
    status: 'pending' as const,
    expires_at: new Date(STORY_NOW + 25 * 60_000).toISOString(),
  },
};

const answers = {
  'GET marketplace/products-purchase/': onePage([]),
  'GET marketplace/products-purchase/:id/': unpaid,
  'GET marketplace/addresses/': addresses,
  'GET payments/methods/': paymentMethods,
};

/** The payment step of purchase 37, `/checkout/37`. */
const payment = screenAt({ path: '/checkout/37', user: seller, answers });

const meta = {
  title: 'Screens/Checkout',
  tags: ['!autodocs'],
  ...screenMeta(
    'The app’s checkout (`/checkout`) with two mugs and a lamp in the cart: the address (only when something ships), the payment method and partner; then the payment of the purchase it made (`/checkout/37`) within its window.',
    {
      path: '/checkout',
      user: seller,
      cart: { items: cartLines },
      answers,
    },
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Payment: Story = {
  ...payment,
  play: async ({ canvasElement }) => {
    const canvas = await shownScreen(canvasElement);
    await expect(await canvas.findByRole('timer', { name: 'Time left to pay' })).toHaveTextContent(
      '25:00',
    );
    await expect(canvas.queryByRole('button', { name: /completed/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: /^Pay/ })).toHaveTextContent('$29.50');
  },
};

// Full pages: one story per scheme, each at the three review widths.
export const TestLightLtr: Story = onPage('lightLtr');
export const TestDarkRtl: Story = { ...payment, ...onPage('darkRtl') };
export const TestSemiDarkLtr: Story = onPage('semiDarkLtr');

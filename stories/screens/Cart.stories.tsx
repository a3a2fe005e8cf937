import type { Meta, StoryObj } from '@storybook/react-vite';
import { fullCartLines } from './support/fixtures/cart.js';
import { onePage } from './support/fixtures/pages.js';
import { seller } from './support/fixtures/people.js';
import { screenMeta } from './support/screen-meta.js';

const meta = {
  title: 'Screens/Cart',
  tags: ['!autodocs'],
  ...screenMeta(
    'The app’s cart (`/cart`) of a signed-in buyer: three products with their quantities within the stock, the summary with shipping, and the way on to checkout.',
    {
      path: '/cart',
      user: seller,
      cart: { items: fullCartLines },
      // No purchase waiting for payment, so no notice above the lines.
      answers: { 'GET marketplace/products-purchase/': onePage([]) },
    },
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeProducts: Story = {};

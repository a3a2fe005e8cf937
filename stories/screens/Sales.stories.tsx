import type { Meta, StoryObj } from '@storybook/react-vite';
import { onePage } from './support/fixtures/pages.js';
import { seller } from './support/fixtures/people.js';
import { sales } from './support/fixtures/sales.js';
import { screenMeta } from './support/screen-meta.js';

const meta = {
  title: 'Screens/Sales',
  tags: ['!autodocs'],
  ...screenMeta(
    'My sales (`/sales`): each sale’s buyer, items, total and state, searched and filtered by state, with the next step to take from its row; beside them, the reviews buyers left.',
    {
      path: '/sales',
      user: seller,
      answers: { 'GET marketplace/products-sales/': onePage(sales) },
    },
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SalesInEveryState: Story = {};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { categories } from './support/fixtures/catalogue.js';
import { seller } from './support/fixtures/people.js';
import { lamp } from './support/fixtures/shop.js';
import { screenMeta } from './support/screen-meta.js';

const meta = {
  title: 'Screens/EditProduct',
  tags: ['!autodocs'],
  ...screenMeta(
    'The seller’s edit-product screen (`/products/edit/1`): the product form filled from the stored product, its photos, attributes and levels; a change sends it back for approval.',
    {
      path: '/products/edit/1',
      user: seller,
      answers: {
        'GET marketplace/products/:id/': lamp,
        'GET marketplace/categories/': categories,
      },
    },
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeskLampFilledIn: Story = {};

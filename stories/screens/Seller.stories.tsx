import type { Meta, StoryObj } from '@storybook/react-vite';
import { productPageOf } from './support/fixtures/catalogue.js';
import { maria, mariaReviews } from './support/fixtures/reviews.js';
import { shopProducts } from './support/fixtures/shop.js';
import { screenMeta } from './support/screen-meta.js';

const meta = {
  title: 'Screens/Seller',
  tags: ['!autodocs'],
  ...screenMeta(
    'A seller’s public page (`/seller/maria_g`) as a visitor finds it: who they are, their rating and sales, their products on sale and the reviews of them.',
    {
      path: '/seller/maria_g',
      answers: {
        'GET marketplace/sellers/:username/': maria,
        'GET marketplace/sellers/:username/reviews/': mariaReviews,
        'GET marketplace/products/': productPageOf(shopProducts),
      },
    },
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const MariasShop: Story = {};

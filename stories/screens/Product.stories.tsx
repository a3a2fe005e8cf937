import type { Meta, StoryObj } from '@storybook/react-vite';
import { lampQuestions, productReviewPage } from './support/fixtures/reviews.js';
import { lamp } from './support/fixtures/shop.js';
import { screenMeta } from './support/screen-meta.js';

const meta = {
  title: 'Screens/Product',
  tags: ['!autodocs'],
  ...screenMeta(
    'A product’s page (`/product/1`) as a visitor finds it: its photos, price, details and add-to-cart, the rating summary over its reviews, and the questions its seller has answered.',
    {
      path: '/product/1',
      answers: {
        'GET marketplace/products/:id/': lamp,
        'GET marketplace/products/:id/reviews/': productReviewPage,
        'GET marketplace/products/:id/questions/': lampQuestions,
      },
    },
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeskLampWithReviews: Story = {};

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Answers } from './support/fixture-api.js';
import { adminProductPage, adminPurchasePage } from './support/fixtures/admin.js';
import { onePage } from './support/fixtures/pages.js';
import { admin } from './support/fixtures/people.js';
import { adminReviews } from './support/fixtures/reviews.js';
import { screenAt, screenMeta } from './support/screen-meta.js';

/** Made purchases also ask how many claims' refunds wait elsewhere: none here. */
const purchaseAnswers: Answers = {
  'GET marketplace/admin/purchases/': adminPurchasePage,
  'GET marketplace/admin/claims/': onePage([]),
};

const meta = {
  title: 'Screens/Admin review lists',
  tags: ['!autodocs'],
  ...screenMeta(
    'The administrators’ review lists as they open: every product to approve or suspend (`/admin/products/`), the purchases whose bank transfers wait to be checked (`/admin/purchases/`), and every review, to hide or show again (`/admin/reviews/`).',
    {
      path: '/admin/products/',
      user: admin,
      answers: { 'GET marketplace/admin/products/': adminProductPage },
    },
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductsToApprove: Story = {};

export const TransfersToCheck: Story = screenAt({
  path: '/admin/purchases/',
  user: admin,
  answers: purchaseAnswers,
});

export const ReviewsSomeHidden: Story = screenAt({
  path: '/admin/reviews/',
  user: admin,
  answers: {
    'GET marketplace/admin/reviews/': ({ query }) => {
      const hidden = query.get('is_hidden');
      return onePage(
        adminReviews.filter((review) => hidden === null || String(review.is_hidden) === hidden),
      );
    },
  },
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { addressBook } from './support/fixtures/addresses.js';
import { sellerWithPhone } from './support/fixtures/people.js';
import { screenMeta } from './support/screen-meta.js';

const meta = {
  title: 'Screens/Profile',
  tags: ['!autodocs'],
  ...screenMeta(
    'The app’s profile (`/profile`) of a signed-in seller: her details and avatar, e-mail and password, referral link, address book with the default chosen, and signing out everywhere.',
    {
      path: '/profile',
      user: sellerWithPhone,
      answers: { 'GET marketplace/addresses/': addressBook },
    },
    // The referral link starts with the address Storybook is served from: a new port each run.
    { visualMask: ['input[readonly]'] },
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SellerWithThreeAddresses: Story = {};

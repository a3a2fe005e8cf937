import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shownScreen } from '../play/screens/shown-screen.js';
import { onPage } from '../ui/support/SchemeMatrix.js';
import { adminUsers, adminWithdrawals } from './support/fixtures/money.js';
import { onePage } from './support/fixtures/pages.js';
import { admin } from './support/fixtures/people.js';
import { screenMeta } from './support/screen-meta.js';

const meta = {
  title: 'Screens/AdminMoney',
  tags: ['!autodocs'],
  ...screenMeta(
    'The app’s withdrawals for administrators (`/admin/withdrawals/`: mark paid, reject with a note), with one withdrawal waiting; the users (`/admin/users/`, membership) are in `PayRejectAndMembership`’s second half.',
    {
      path: '/admin/withdrawals/',
      user: admin,
      answers: {
        'GET marketplace/admin/withdrawals/': ({ query }: { query: URLSearchParams }) =>
          onePage(
            adminWithdrawals.filter(
              (w) => !query.get('status') || w.status === query.get('status'),
            ),
          ),
        'GET marketplace/admin/users/': onePage(adminUsers),
      },
    },
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const PayRejectAndMembership: Story = {
  name: 'Pay, reject, membership',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = await shownScreen(canvasElement);
    // Only the waiting withdrawal is listed at first: the paid one is behind the status filter.
    const rows = await canvas.findAllByRole('row');
    await expect(rows.map((row) => row.textContent).join(' ')).toContain('maria_g');
    await expect(within(canvasElement).queryByText('pablo_r')).toBeNull();
  },
};

export const TestLightLtr: Story = onPage('lightLtr');
export const TestDarkRtl: Story = onPage('darkRtl');
export const TestSemiDarkLtr: Story = onPage('semiDarkLtr');

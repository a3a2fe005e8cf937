import type { AdminUser, MembershipBody } from '@plaza/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../play/overlay.js';
import { chooseRowAction } from '../play/screens/review-lists.js';
import { shownScreen } from '../play/screens/shown-screen.js';
import { onPage } from '../ui/support/SchemeMatrix.js';
import type { Answers } from './support/fixture-api.js';
import { adminUsers } from './support/fixtures/money.js';
import { onePage } from './support/fixtures/pages.js';
import { admin } from './support/fixtures/people.js';
import { screenMeta } from './support/screen-meta.js';

/** The users as the server keeps them for one story: searched by name or e-mail, membership by PATCH. */
function userAnswers(): Answers {
  const users: AdminUser[] = adminUsers.map((user) => ({ ...user }));
  return {
    'GET marketplace/admin/users/': ({ query }) => {
      const search = query.get('search')?.toLowerCase() ?? '';
      return onePage(users.filter((user) => `${user.username} ${user.email}`.includes(search)));
    },
    'PATCH marketplace/admin/users/:id/': ({ params, body }) =>
      Object.assign(
        users.find((user) => String(user.id) === params.id)!,
        body as MembershipBody,
      ),
  };
}

const meta = {
  title: 'Screens/AdminUsers',
  tags: ['!autodocs'],
  // Its plays read the English catalogue.
  globals: { locale: 'en' },
  ...screenMeta(
    'The app’s users for administrators (`/admin/users/`): every user, searched by username or e-mail, with their membership given or taken from the row’s actions.',
    { path: '/admin/users/', user: admin, answers: userAnswers },
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchAndMembership: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvasElement }) => {
    const canvas = await shownScreen(canvasElement);
    const users = await canvas.findByRole('grid', { name: 'Registered users' });
    canvas.getByRole('searchbox', { name: 'Search by username or e-mail' }).focus();
    await userEvent.keyboard('pablo');
    // One row left beside the header: the search reached the server's answer.
    await waitFor(() => expect(within(users).getAllByRole('row')).toHaveLength(2));
    const pablo = within(users).getByRole('row', { name: /pablo_r/ });
    await expect(pablo).toHaveTextContent('No');

    await chooseRowAction(users, 'pablo_r', 'Give membership');
    await expectToast(canvasElement, 'pablo_r now has a membership.', 10_000);
    await waitFor(() =>
      expect(within(users).getByRole('row', { name: /pablo_r/ })).toHaveTextContent(/Yes/),
    );
  },
};

export const TestLightLtr: Story = { ...onPage('lightLtr'), tags: ['!autodocs', 'visual'] };
export const TestDarkRtl: Story = { ...onPage('darkRtl'), tags: ['!autodocs', 'visual'] };
export const TestSemiDarkLtr: Story = { ...onPage('semiDarkLtr'), tags: ['!autodocs', 'visual'] };

import type { AdminUser, MembershipBody } from '@plaza/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../play/overlay.js';
import { appWordsIn } from '../play/screens/app-words.js';
import { chooseMenuAction } from '../play/screens/review-lists.js';
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
  ...screenMeta(
    'The app’s users for administrators (`/admin/users/`): every user, searched by username or e-mail, with their membership given or taken from the row’s actions.',
    { path: '/admin/users/', user: admin, answers: userAnswers },
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fixture's user without a membership, found by the start of their username. */
const { username } = adminUsers.find((user) => !user.is_admin && !user.has_membership)!;

export const SearchAndMembership: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async (context) => {
    const { canvasElement } = context;
    const t = appWordsIn(context);
    const canvas = await shownScreen(canvasElement);
    const users = await canvas.findByRole('grid', { name: t('adminUsers.title') });
    canvas.getByRole('searchbox', { name: t('adminUsers.search') }).focus();
    await userEvent.keyboard(username.slice(0, 5));
    // One row left beside the header: the search reached the server's answer.
    await waitFor(() => expect(within(users).getAllByRole('row')).toHaveLength(2));
    const row = () => within(users).getByRole('row', { name: new RegExp(username) });
    await expect(row()).toHaveTextContent(t('adminUsers.no'));

    await chooseMenuAction(
      users,
      t('admin.actionsFor', { name: username }),
      t('adminUsers.giveMembership'),
    );
    await expectToast(canvasElement, t('adminUsers.membershipGiven', { username }), 10_000);
    await waitFor(() => expect(row()).toHaveTextContent(t('adminUsers.yes')));
  },
};

export const TestLightLtr: Story = { ...onPage('lightLtr'), tags: ['!autodocs', 'visual'] };
export const TestDarkRtl: Story = { ...onPage('darkRtl'), tags: ['!autodocs', 'visual'] };
export const TestSemiDarkLtr: Story = { ...onPage('semiDarkLtr'), tags: ['!autodocs', 'visual'] };

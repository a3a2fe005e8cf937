import { UserMenu } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectMenuItemFocused } from '../play/menu.js';
import { closeWithEscape, openByKeyboard, pageOf } from '../play/overlay.js';
import { SampleUserMenu, user, userMenuItems, userMenuLabels } from './support/sample.js';
import { onPageInEveryScheme } from './support/SchemeMatrix.js';

const meta = {
  title: 'Components/Navigation/UserMenu',
  component: UserMenu,
  tags: ['autodocs'],
  args: {
    user,
    items: userMenuItems,
    logoutLabel: 'Log out',
    onLogout: fn(),
    onAction: fn(),
    labels: userMenuLabels,
  },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <UserMenu {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'The account menu on react-aria’s Menu: the avatar opens it, the header shows who is signed in, and the items are links (Profile, Explore, My Products, My Purchases, My Sales, Cart, Support) followed by Log out. `isPending` puts a dot on an item, read out as `labels.pending`; the avatar carries a dot too while any item has one.',
      },
    },
  },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    const menu = await openByKeyboard(canvasElement, 'menu', { name: 'Account', trigger });
    await expect(within(menu).getByText(user.email)).toBeVisible();
    await expectMenuItemFocused(menu, 'Profile');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(
      within(menu).getByRole('menuitem', { name: 'My Purchases pending' }),
    ).toHaveFocus();
    await expect(within(menu).getByRole('menuitem', { name: 'My Sales pending' })).toBeVisible();

    await closeWithEscape(canvasElement, 'menu', { returnsFocusTo: trigger });
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const LogOut: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    // Arrow up opens the menu on its last item.
    await userEvent.keyboard('{ArrowUp}');
    await expectMenuItemFocused(await pageOf(canvasElement).findByRole('menu'), 'Log out');
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const NothingPending: Story = {
  args: { items: userMenuItems.map((item) => ({ ...item, isPending: false })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('pending')).toBeNull();
  },
};

const Open = () => (
  <div style={{ display: 'flex', justifyContent: 'flex-end', minBlockSize: 520 }}>
    <SampleUserMenu defaultOpen />
  </div>
);

// The menu is portalled to <body>, so each scheme and direction is a page of its own.
export const TestEveryScheme: Story = {
  ...onPageInEveryScheme(Open),
  tags: ['!autodocs', 'visual'],
};

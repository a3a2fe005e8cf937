import { UserMenu } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectMenuItemFocused } from '../play/menu.js';
import { closeWithEscape, openByKeyboard, pageOf } from '../play/overlay.js';
import {
  accountWordsIn,
  navWordsIn,
  SampleUserMenu,
  user,
  userMenuItems,
  userMenuItemsIn,
  userMenuLabels,
} from './support/sample.js';
import { inSampleLanguage, sampleLanguage } from './support/sample-language.js';
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
  // The items' and the menu's words follow the Locale toolbar, as the app's messages do.
  render: (args, context) => {
    const account = inSampleLanguage(context, accountWordsIn);
    return (
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <UserMenu
          {...args}
          items={userMenuItemsIn(sampleLanguage(context), args.items)}
          logoutLabel={account.logout}
          labels={account.labels}
        />
      </div>
    );
  },
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

/** What a play reads: the items' and the menu's words, in the toolbar's language. */
const wordsOf = (context: { globals: { locale?: unknown } }) => ({
  ...inSampleLanguage(context, navWordsIn),
  ...inSampleLanguage(context, accountWordsIn),
});

export const Keyboard: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const word = wordsOf(context);
    const { trigger: account, pending } = word.labels;
    const trigger = within(canvasElement).getByRole('button', { name: account });
    const menu = await openByKeyboard(canvasElement, 'menu', { name: account, trigger });
    await expect(within(menu).getByText(user.email)).toBeVisible();
    await expectMenuItemFocused(menu, word.profile);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(
      within(menu).getByRole('menuitem', { name: `${word.purchases} ${pending}` }),
    ).toHaveFocus();
    await expect(
      within(menu).getByRole('menuitem', { name: `${word.sales} ${pending}` }),
    ).toBeVisible();

    await closeWithEscape(canvasElement, 'menu', { returnsFocusTo: trigger });
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const LogOut: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    await userEvent.tab();
    // Arrow up opens the menu on its last item.
    await userEvent.keyboard('{ArrowUp}');
    const menu = await pageOf(canvasElement).findByRole('menu');
    await expectMenuItemFocused(menu, wordsOf(context).logout);
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const NothingPending: Story = {
  args: { items: userMenuItems.map((item) => ({ ...item, isPending: false })) },
  play: async (context) => {
    const { pending } = wordsOf(context).labels;
    await expect(within(context.canvasElement).queryByText(pending)).toBeNull();
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

import { Sidebar, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectMenuItemFocused } from '../play/menu.js';
import { closeWithEscape, openByKeyboard, pageOf } from '../play/overlay.js';
import {
  accountWordsIn,
  adminNavigation,
  navigation,
  navigationIn,
  navWordsIn,
} from './support/sample.js';
import { inSampleLanguage, sampleLanguage } from './support/sample-language.js';
import { inScheme } from './support/SchemeMatrix.js';

const meta = {
  title: 'Components/Navigation/Sidebar',
  component: Sidebar,
  tags: ['autodocs'],
  args: { sections: navigation, label: 'Main navigation', currentHref: '/explore' },
  // A frame as tall as a short screen; matrix stories bring their own. The navigation's words
  // follow the Locale toolbar, as the app's messages do.
  render: (args, context) => (
    <div style={{ display: 'flex', blockSize: 520, border: `1px solid ${vars.color.border}` }}>
      <Sidebar
        {...args}
        sections={navigationIn(sampleLanguage(context), args.sections)}
        label={inSampleLanguage(context, navWordsIn).navigation}
      />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'The main navigation: 280 px wide, 72 px collapsed with icons only and the labels as tooltips. Sections may have headings; a group opens its nested links as a disclosure, or as a menu when collapsed. The item whose `href` is `currentHref` is marked `aria-current="page"`. Inside an `AppShell` it follows the shell’s collapsed state and becomes the off-canvas drawer below 1024 px.',
      },
    },
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a play reads: the navigation's words and the pending dot's, in the toolbar's language. */
const wordsOf = (context: { globals: { locale?: unknown } }) => ({
  ...inSampleLanguage(context, navWordsIn),
  pending: inSampleLanguage(context, accountWordsIn).labels.pending,
});

const widthOf = (canvas: HTMLElement) =>
  within(canvas).getByRole('navigation').getBoundingClientRect().width;

export const Expanded: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const word = wordsOf(context);
    const canvas = within(canvasElement);
    await expect(widthOf(canvasElement)).toBe(280);
    await expect(canvas.getByRole('link', { name: word.explore })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Keyboard: the group is a disclosure button that Enter opens.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: word.dashboard })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const selling = canvas.getByRole('button', { name: word.selling });
    await expect(selling).toHaveFocus();
    await expect(selling).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(selling).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: word.products })).toHaveFocus();
  },
};

/** The sample navigation with a purchase and a sale waiting for the user. */
const withPending = navigation.map((section) => ({
  ...section,
  items: section.items.map((item) =>
    item.id === 'purchases'
      ? { ...item, pendingLabel: 'pending' }
      : item.id === 'selling'
        ? {
            ...item,
            children: item.children?.map((child) =>
              child.id === 'sales' ? { ...child, pendingLabel: 'pending' } : child,
            ),
          }
        : item,
  ),
}));

/**
 * An item with `pendingLabel` shows a dot, read out after its name (here My Purchases, and My Sales
 * inside Selling); collapsed, the dot sits on the icon.
 */
export const PendingDots: Story = {
  args: { sections: withPending },
  play: async (context) => {
    const { canvasElement } = context;
    const word = wordsOf(context);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: `${word.purchases} ${word.pending}` }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: word.explore })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: word.selling }));
    await expect(canvas.getByRole('link', { name: `${word.sales} ${word.pending}` })).toBeVisible();
    await expect(canvas.getByRole('link', { name: word.products })).toBeVisible();
  },
};

export const Collapsed: Story = {
  args: { isCollapsed: true },
  play: async (context) => {
    const { canvasElement } = context;
    const word = wordsOf(context);
    const canvas = within(canvasElement);
    const page = pageOf(canvasElement);
    await waitFor(() => expect(widthOf(canvasElement)).toBe(72));

    // Labels leave the screen but not the accessibility tree; focus shows them as tooltips.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: word.dashboard })).toHaveFocus();
    await expect(await page.findByRole('tooltip')).toHaveTextContent(word.dashboard);
    await userEvent.tab();
    await expect(await page.findByRole('tooltip')).toHaveTextContent(word.explore);
  },
};

export const CollapsedGroupOpensAMenu: Story = {
  args: { isCollapsed: true },
  play: async (context) => {
    const { canvasElement } = context;
    const word = wordsOf(context);
    const selling = within(canvasElement).getByRole('button', { name: word.selling });
    await userEvent.tab();
    await userEvent.tab();
    const menu = await openByKeyboard(canvasElement, 'menu', { trigger: selling });
    await expectMenuItemFocused(menu, word.products);
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: word.create })).toHaveFocus();

    await closeWithEscape(canvasElement, 'menu', { returnsFocusTo: selling });
  },
};

/**
 * The Administrator section is plain data: the app appends it when `is_admin` is set. The group
 * holding the current page starts open.
 */
export const AdminSection: Story = {
  args: { sections: adminNavigation, currentHref: '/admin/products/' },
  play: async (context) => {
    const { canvasElement } = context;
    const word = wordsOf(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: word.administrator })).toBeVisible();
    await expect(canvas.getByRole('list', { name: word.administrator })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: word.administrator })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: word.statusProducts })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

function Matrix() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg }}>
      {[false, true].map((isCollapsed) => (
        <div key={String(isCollapsed)} style={{ display: 'flex', blockSize: 520 }}>
          <Sidebar
            sections={adminNavigation}
            label={isCollapsed ? 'Collapsed navigation' : 'Navigation'}
            currentHref="/admin/products/"
            isCollapsed={isCollapsed}
          />
        </div>
      ))}
    </div>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};

import { Sidebar, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectMenuItemFocused } from '../play/menu.js';
import { closeWithEscape, openByKeyboard, pageOf } from '../play/overlay.js';
import { adminNavigation, navigation } from './support/sample.js';
import { inScheme } from './support/SchemeMatrix.js';

const meta = {
  title: 'Components/Navigation/Sidebar',
  component: Sidebar,
  tags: ['autodocs'],
  args: { sections: navigation, label: 'Main navigation', currentHref: '/explore' },
  // A frame as tall as a short screen; matrix stories bring their own.
  render: (args) => (
    <div style={{ display: 'flex', blockSize: 520, border: `1px solid ${vars.color.border}` }}>
      <Sidebar {...args} />
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

const widthOf = (canvas: HTMLElement) =>
  within(canvas).getByRole('navigation').getBoundingClientRect().width;

export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(widthOf(canvasElement)).toBe(280);
    await expect(canvas.getByRole('link', { name: 'Explore' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Keyboard: the group is a disclosure button that Enter opens.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const selling = canvas.getByRole('button', { name: 'Selling' });
    await expect(selling).toHaveFocus();
    await expect(selling).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(selling).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'My Products' })).toHaveFocus();
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'My Purchases pending' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explore' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Selling' }));
    await expect(canvas.getByRole('link', { name: 'My Sales pending' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My Products' })).toBeVisible();
  },
};

export const Collapsed: Story = {
  args: { isCollapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = pageOf(canvasElement);
    await waitFor(() => expect(widthOf(canvasElement)).toBe(72));

    // Labels leave the screen but not the accessibility tree; focus shows them as tooltips.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await expect(await page.findByRole('tooltip')).toHaveTextContent('Dashboard');
    await userEvent.tab();
    await expect(await page.findByRole('tooltip')).toHaveTextContent('Explore');
  },
};

export const CollapsedGroupOpensAMenu: Story = {
  args: { isCollapsed: true },
  play: async ({ canvasElement }) => {
    const selling = within(canvasElement).getByRole('button', { name: 'Selling' });
    await userEvent.tab();
    await userEvent.tab();
    const menu = await openByKeyboard(canvasElement, 'menu', { trigger: selling });
    await expectMenuItemFocused(menu, 'My Products');
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Create product' })).toHaveFocus();

    await closeWithEscape(canvasElement, 'menu', { returnsFocusTo: selling });
  },
};

/**
 * The Administrator section is plain data: the app appends it when `is_admin` is set. The group
 * holding the current page starts open.
 */
export const AdminSection: Story = {
  args: { sections: adminNavigation, currentHref: '/admin/products/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Administrator' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Administrator' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Administrator' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Status Products' })).toHaveAttribute(
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

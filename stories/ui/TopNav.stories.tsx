import { TopNav } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminNavigation } from './support/sample.js';
import { renderInScheme } from './support/SchemeMatrix.js';

const meta = {
  title: 'UI/TopNav',
  component: TopNav,
  tags: ['autodocs'],
  args: { sections: adminNavigation, label: 'Main navigation', currentHref: '/sales' },
  parameters: {
    docs: {
      description: {
        component:
          'The horizontal layout’s menu bar, from the same sections as the Sidebar: plain items are links, while groups and headed sections (such as Administrator) open a menu. `AppShell` shows it under the header from 1024 px when `layout="horizontal"`.',
      },
    },
  },
} satisfies Meta<typeof TopNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const marketplace = canvas.getByRole('button', { name: 'Marketplace' });
    // The group holding the current page is marked.
    await expect(marketplace).toHaveAttribute('data-current-ancestor', 'true');

    await userEvent.tab();
    await expect(marketplace).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu', { name: 'Marketplace' });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Blank Page' })).toHaveFocus(),
    );
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: 'Support' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const admin = await page.findByRole('menu', { name: 'Administrator' });
    await expect(
      within(admin)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Made Purchases', 'Status Products']);
  },
};

export const FlatSections: Story = {
  args: {
    sections: [{ id: 'main', items: adminNavigation[0]!.items }],
    currentHref: '/explore',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Explore' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

function Matrix() {
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <TopNav {...meta.args} label="Headed sections" />
      <TopNav
        sections={[{ id: 'main', items: adminNavigation[0]!.items }]}
        label="Flat"
        currentHref="/explore"
      />
    </div>
  );
}

// Names and tags stay literal: Storybook's indexer reads them without running the file.
export const TestLight: Story = {
  name: 'Test: light',
  tags: ['!autodocs', 'visual'],
  render: renderInScheme('light', Matrix),
};

export const TestDark: Story = {
  name: 'Test: dark',
  tags: ['!autodocs', 'visual'],
  render: renderInScheme('dark', Matrix),
};

export const TestSemiDark: Story = {
  name: 'Test: semi-dark',
  tags: ['!autodocs', 'visual'],
  render: renderInScheme('semi-dark', Matrix),
};

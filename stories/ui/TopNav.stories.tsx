import { TopNav } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectMenuItemFocused } from '../play/menu.js';
import { closeWithEscape, openByKeyboard } from '../play/overlay.js';
import { adminNavigation, navigationIn, navWordsIn } from './support/sample.js';
import { inSampleLanguage, sampleLanguage } from './support/sample-language.js';
import { inScheme } from './support/SchemeMatrix.js';

const meta = {
  title: 'Components/Navigation/TopNav',
  component: TopNav,
  tags: ['autodocs'],
  args: { sections: adminNavigation, label: 'Main navigation', currentHref: '/sales' },
  // The navigation's words follow the Locale toolbar, as the app's messages do.
  render: (args, context) => (
    <TopNav
      {...args}
      sections={navigationIn(sampleLanguage(context), args.sections)}
      label={inSampleLanguage(context, navWordsIn).navigation}
    />
  ),
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
  play: async (context) => {
    const { canvasElement } = context;
    const word = inSampleLanguage(context, navWordsIn);
    const canvas = within(canvasElement);
    const marketplace = canvas.getByRole('button', { name: word.marketplace });
    // The group holding the current page is marked.
    await expect(marketplace).toHaveAttribute('data-current-ancestor', 'true');

    const menu = await openByKeyboard(canvasElement, 'menu', {
      name: word.marketplace,
      trigger: marketplace,
    });
    await expectMenuItemFocused(menu, word.dashboard);
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: word.support })).toHaveFocus();
    // Tab goes on from the trigger once focus is back there, as it is once the menu has gone.
    await closeWithEscape(canvasElement, 'menu', { returnsFocusTo: marketplace });

    const admin = await openByKeyboard(canvasElement, 'menu', {
      name: word.administrator,
      trigger: canvas.getByRole('button', { name: word.administrator }),
    });
    await expect(
      within(admin)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([word.madePurchases, word.statusProducts]);
  },
};

export const FlatSections: Story = {
  args: {
    sections: [{ id: 'main', items: adminNavigation[0]!.items }],
    currentHref: '/explore',
  },
  play: async (context) => {
    const { canvasElement } = context;
    const word = inSampleLanguage(context, navWordsIn);
    await expect(within(canvasElement).getByRole('link', { name: word.explore })).toHaveAttribute(
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

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};

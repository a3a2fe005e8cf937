import { MagnifyingGlassIcon } from '@phosphor-icons/react/dist/ssr/MagnifyingGlass';
import { ReceiptIcon } from '@phosphor-icons/react/dist/ssr/Receipt';
import { Button, EmptyState, LinkButton, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderInScheme } from './support/SchemeMatrix.js';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: 'No purchases yet',
    text: 'What you buy in the plaza shows up here, with its status.',
    icon: <ReceiptIcon />,
    headingLevel: 2,
  },
  parameters: {
    docs: {
      description: {
        component:
          'What a list, table or page shows when there is nothing in it: an icon (decorative), a heading at the level that fits the page, a line of text and a way out. All text comes from the app.',
      },
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLink: Story = {
  args: { action: <LinkButton href="#explore">Explore products</LinkButton> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No purchases yet' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Explore products' })).toHaveFocus();
  },
};

const clearFilters = fn();

export const NoResults: Story = {
  args: {
    title: 'No products match',
    text: 'Try fewer words or another category.',
    icon: <MagnifyingGlassIcon />,
    headingLevel: 3,
    action: (
      <Button variant="secondary" onPress={clearFilters}>
        Clear filters
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('No products match');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(clearFilters).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = { args: { text: undefined, icon: undefined } };

function Matrix() {
  return (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      <EmptyState
        title="No purchases yet"
        text="What you buy in the plaza shows up here, with its status."
        icon={<ReceiptIcon />}
        action={<LinkButton href="#explore">Explore products</LinkButton>}
      />
      <EmptyState title="No products match" headingLevel={3} icon={<MagnifyingGlassIcon />} />
    </div>
  );
}

// Names and tags stay literal: Storybook's indexer reads them without running the file.
export const TestLight: Story = {
  name: 'Test: light',
  tags: ['!autodocs', 'visual'],
  parameters: { visualWidths: [375, 1440] },
  render: renderInScheme('light', Matrix),
};

export const TestDark: Story = {
  name: 'Test: dark',
  tags: ['!autodocs', 'visual'],
  parameters: { visualWidths: [375, 1440] },
  render: renderInScheme('dark', Matrix),
};

export const TestSemiDark: Story = {
  name: 'Test: semi-dark',
  tags: ['!autodocs', 'visual'],
  parameters: { visualWidths: [375, 1440] },
  render: renderInScheme('semi-dark', Matrix),
};

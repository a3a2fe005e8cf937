import { MagnifyingGlassIcon } from '@phosphor-icons/react/dist/ssr/MagnifyingGlass';
import { ReceiptIcon } from '@phosphor-icons/react/dist/ssr/Receipt';
import { Button, EmptyState, LinkButton, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inScheme } from './support/SchemeMatrix.js';

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
    // The widths the visual stories are screenshotted at.
    visualWidths: [375, 1440],
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

// Screenshot stories (the test-runner's `visual` tag). Storybook's indexer reads tags from an array
// declared in the story file itself, so each file names its own.
const visual = ['!autodocs', 'visual'];

export const TestLight: Story = { tags: visual, ...inScheme('light', Matrix) };
export const TestDark: Story = { tags: visual, ...inScheme('dark', Matrix) };
export const TestSemiDark: Story = { tags: visual, ...inScheme('semi-dark', Matrix) };

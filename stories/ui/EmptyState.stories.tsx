import { MagnifyingGlassIcon } from '@phosphor-icons/react/dist/ssr/MagnifyingGlass';
import { ReceiptIcon } from '@phosphor-icons/react/dist/ssr/Receipt';
import { Button, EmptyState, LinkButton, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { pressEmptyStateAction } from '../play/empty-state.js';
import { tabTo } from '../play/fields.js';
import { inScheme } from './support/SchemeMatrix.js';

const explore = fn();
const clearFilters = fn();

const meta = {
  title: 'Components/Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: 'No purchases yet',
    text: 'What you buy in the plaza shows up here, with its status.',
    icon: <ReceiptIcon />,
    headingLevel: 2,
    action: (
      <LinkButton href="#explore" onPress={explore}>
        Explore products
      </LinkButton>
    ),
  },
  argTypes: { action: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          'What a list, table or page shows when there is nothing in it: an icon (decorative), a heading at the level that fits the page, a line of text, and the action that leads on from it (`action`, required: an empty state is never a dead end), such as a link to Explore or a button that clears the filters that left a list empty. All text comes from the app.',
      },
    },
    // The widths the visual stories are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No purchases yet' })).toBeVisible();
    // The action is the first stop, and Enter follows it.
    await tabTo(canvas.getByRole('link', { name: 'Explore products' }));
    await pressEmptyStateAction(canvasElement, {
      title: 'No purchases yet',
      action: { role: 'link', name: 'Explore products' },
    });
    await expect(explore).toHaveBeenCalledTimes(1);
  },
};

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
    await pressEmptyStateAction(canvasElement, {
      title: 'No products match',
      action: { role: 'button', name: 'Clear filters' },
    });
    await expect(clearFilters).toHaveBeenCalledTimes(1);
  },
};

const ratePurchases = fn();

export const TitleOnly: Story = {
  name: 'Title and action only',
  args: {
    title: 'No reviews yet',
    text: undefined,
    icon: undefined,
    action: (
      <LinkButton href="#purchases" variant="secondary" onPress={ratePurchases}>
        Rate my purchases
      </LinkButton>
    ),
  },
  play: async ({ canvasElement }) => {
    await pressEmptyStateAction(canvasElement, {
      title: 'No reviews yet',
      action: { role: 'link', name: 'Rate my purchases' },
    });
    await expect(ratePurchases).toHaveBeenCalledTimes(1);
  },
};

function Matrix() {
  return (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      <EmptyState {...meta.args} />
      <EmptyState
        title="No products match"
        headingLevel={3}
        icon={<MagnifyingGlassIcon />}
        action={<Button variant="secondary">Clear filters</Button>}
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

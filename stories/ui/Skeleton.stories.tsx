import { Skeleton, reducedMotion, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleCard } from '../play/screens/screen-layout.js';
import { inScheme } from './support/SchemeMatrix.js';

const meta = {
  title: 'Components/Feedback/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { shape: 'text', width: '12rem' },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
  parameters: {
    docs: {
      description: {
        component:
          'A placeholder in the shape of content that is still loading. It pulses, and stands still when the user asks for reduced motion. Skeletons are hidden from screen readers: mark the loading region with `aria-busy` and say "Loading ..." there, as DataTable does.',
      },
    },
    // The widths the visual stories are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};

/** A product card while it loads: the region is busy and says so; the shapes are for the eye. */
function LoadingCard() {
  return (
    <div
      aria-busy
      aria-label="Loading product"
      role="group"
      style={{ ...sampleCard, inlineSize: '16rem' }}
    >
      <Skeleton shape="rect" height="9rem" />
      <Skeleton width="70%" />
      <Skeleton width="40%" />
      <div style={{ display: 'flex', alignItems: 'center', gap: vars.space.sm }}>
        <Skeleton shape="circle" width="2rem" />
        <Skeleton width="50%" />
      </div>
    </div>
  );
}

export const Card: Story = {
  render: () => <LoadingCard />,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Loading product' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    // Nothing inside reaches the accessibility tree: the shapes mean nothing to a screen reader.
    for (const shape of card.querySelectorAll('span')) {
      await expect(shape).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

/**
 * The pulse stops under `prefers-reduced-motion: reduce` (the test runner emulates it; in the
 * browser, your system setting decides).
 */
export const ReducedMotion: Story = {
  play: async ({ canvasElement }) => {
    const shape = canvasElement.querySelector('[aria-hidden]')!;
    const { animationName } = getComputedStyle(shape);
    if (window.matchMedia(reducedMotion).matches) {
      await expect(animationName).toBe('none');
    } else {
      await expect(animationName).not.toBe('none');
    }
  },
};

function Matrix() {
  return (
    <div
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.lg }}
    >
      <LoadingCard />
      <div style={{ display: 'grid', gap: vars.space.sm, inlineSize: '14rem' }}>
        <Skeleton />
        <Skeleton width="80%" />
        <Skeleton width="60%" />
        <Skeleton shape="rect" height="3rem" />
        <Skeleton shape="circle" width="3rem" />
      </div>
    </div>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};

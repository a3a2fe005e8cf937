import { vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { inScheme } from '../ui/support/SchemeMatrix.js';
import { TokenTable } from './support/TokenTable.js';

const BOX = 48;

/** An easing's curve, from its computed `cubic-bezier(x1, y1, x2, y2)`, in a 48 px square. */
function Curve({ easing }: { easing: string }) {
  const points = /cubic-bezier\(([^)]*)\)/.exec(easing)?.[1]?.split(',').map(Number);
  if (points?.length !== 4) return null;
  const [x1, y1, x2, y2] = points.map((value) => value * BOX);
  return (
    <svg
      width={BOX + 4}
      height={BOX + 4}
      viewBox={`-2 -2 ${BOX + 4} ${BOX + 4}`}
      aria-hidden="true"
    >
      {/* Time runs along, progress up: the y axis flipped so the curve rises as it does on paper. */}
      <g transform={`translate(0 ${BOX}) scale(1 -1)`}>
        <path
          d={`M0 0 C${x1} ${y1} ${x2} ${y2} ${BOX} ${BOX}`}
          fill="none"
          stroke={vars.color.primary}
          strokeWidth="2"
        />
      </g>
    </svg>
  );
}

function LayersAndMotion() {
  return (
    <div style={{ display: 'grid', gap: vars.space.xl }}>
      <TokenTable
        family="zIndex"
        caption="Stacking layers, lowest first: overlays portalled to the page's end take the upper ones."
      />
      <TokenTable
        family="duration"
        caption="Durations of transitions. They are 0s while the reader asks for reduced motion (as the screenshots are taken), so no component needs a reduced-motion branch of its own."
      />
      <TokenTable
        family="easing"
        caption="Easings: standard for movement within the page, enter for what comes in, exit for what leaves."
        sample={(_variable, value) => <Curve easing={value} />}
      />
    </div>
  );
}

const meta = {
  title: 'Tokens/Layers and motion',
  component: LayersAndMotion,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The stacking layers, durations and easings of the theme contract, the same in every scheme.',
      },
    },
  },
} satisfies Meta<typeof LayersAndMotion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = {
  play: async ({ canvasElement }) => {
    const easings = within(canvasElement).getByRole('table', { name: /Easings/ });
    // Each easing is drawn from its own computed curve.
    // Drawn once the page's scheme is on (an effect after the first paint).
    await waitFor(() =>
      expect(easings.querySelectorAll('svg path')).toHaveLength(Object.keys(vars.easing).length),
    );
    const layers = within(canvasElement).getByRole('table', { name: /Stacking layers/ });
    const tooltip = within(layers).getByRole('rowheader', { name: 'zIndex.tooltip' });
    await expect(tooltip.closest('tr')!.lastElementChild).toHaveTextContent('700');
  },
};

export const TestLight: Story = {
  ...inScheme('light', LayersAndMotion),
  tags: ['!autodocs', 'visual'],
};

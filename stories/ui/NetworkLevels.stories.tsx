import { NetworkLevels } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { networkLabels, networkLevels } from './support/earnings.js';
import { inScheme } from './support/SchemeMatrix.js';

const meta = {
  title: 'Components/Data display/NetworkLevels',
  component: NetworkLevels,
  tags: ['autodocs'],
  args: { levels: networkLevels, labels: networkLabels },
  parameters: {
    docs: {
      description: {
        component:
          'How many people each level of a referral network holds: one row per level, nearest first, with its count and a bar in proportion to the largest level (decoration; the count is the text), then the total.',
      },
    },
    // The widths the visual stories are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof NetworkLevels>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Levels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent('Level 1');
    await expect(within(rows[2]!).getByLabelText('27 people')).toBeVisible();
    await expect(canvas.getByText('48 people in your network')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { levels: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Nobody has joined through your link yet.'),
    ).toBeVisible();
  },
};

function Matrix() {
  return <NetworkLevels levels={networkLevels} labels={networkLabels} />;
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};

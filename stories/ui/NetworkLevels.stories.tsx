import { NetworkLevels, type NetworkLevelsLabels } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { networkLabels, networkLevels } from './support/earnings.js';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage, type SampleLanguage } from './support/sample-language.js';

/** The labels as the app's catalogue words them, in each sample language. */
const labelsIn: Record<SampleLanguage, NetworkLevelsLabels> = {
  es: {
    level: (level) => `Nivel ${level}`,
    members: (count) => `${count} ${count === 1 ? 'persona' : 'personas'}`,
    total: (count) => `${count} ${count === 1 ? 'persona' : 'personas'} en tu red`,
    empty: 'Nadie se ha unido con tu enlace todavía.',
  },
  en: networkLabels,
};

const meta = {
  title: 'Components/Data display/NetworkLevels',
  component: NetworkLevels,
  tags: ['autodocs'],
  args: { levels: networkLevels, labels: networkLabels },
  argTypes: { labels: { control: false } },
  // The labels follow the Locale toolbar, as the app's messages do.
  render: (args, context) => (
    <NetworkLevels {...args} labels={inSampleLanguage(context, labelsIn)} />
  ),
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
  play: async (context) => {
    const label = inSampleLanguage(context, labelsIn);
    const canvas = within(context.canvasElement);
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent(label.level(1));
    await expect(within(rows[2]!).getByLabelText(label.members(27))).toBeVisible();
    await expect(canvas.getByText(label.total(48))).toBeVisible();
  },
};

export const Empty: Story = {
  args: { levels: [] },
  play: async (context) => {
    const { empty } = inSampleLanguage(context, labelsIn);
    await expect(within(context.canvasElement).getByText(empty)).toBeVisible();
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

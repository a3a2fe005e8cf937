import { Badge, Dot, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';

const tones = ['neutral', 'primary', 'success', 'warning', 'danger', 'info'] as const;

const meta = {
  title: 'Components/Data display/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: '3', tone: 'primary' },
  argTypes: { tone: { control: 'inline-radio', options: tones } },
  parameters: {
    docs: {
      description: {
        component:
          '`Badge` is a pill with a count or a status word; every tone is a solid fill whose text meets 4.5:1. `Dot` flags something pending: give it a `label` for screen readers, or leave it decorative when the text beside it says it all.',
      },
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {};

/** The sample words as the app's catalogues word them, in each sample language. */
const wordsIn = {
  es: { status: 'Pendiente', purchases: 'Mis compras', pending: 'pendiente' },
  en: { status: 'Pending', purchases: 'My Purchases', pending: 'pending' },
};

export const Status: Story = {
  args: { children: 'Pending', tone: 'warning' },
  argTypes: { children: { control: false } },
  // The status word follows the Locale toolbar, as the app's messages do.
  render: (args, context) => <Badge {...args}>{inSampleLanguage(context, wordsIn).status}</Badge>,
};

export const PendingDot: Story = {
  render: (_args, context) => {
    const words = inSampleLanguage(context, wordsIn);
    return (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm }}>
        {words.purchases} <Dot label={words.pending} />
      </span>
    );
  },
  play: async (context) => {
    // Screen readers hear the dot's meaning; sighted users see the dot.
    const { pending } = inSampleLanguage(context, wordsIn);
    await expect(within(context.canvasElement).getByText(pending)).toBeInTheDocument();
  },
};

function Matrix() {
  return (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }}>
        {tones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }}>
        {tones.map((tone, index) => (
          <Badge key={tone} tone={tone}>
            {String(index * 7 + 1)}
          </Badge>
        ))}
        {tones.map((tone) => (
          <Dot key={tone} tone={tone} />
        ))}
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

import { ClockIcon } from '@phosphor-icons/react/dist/ssr/Clock';
import { WalletIcon } from '@phosphor-icons/react/dist/ssr/Wallet';
import { Money, StatCard, vars, type StatCardProps } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatCents } from './support/earnings.js';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';

/** The cards' words as the app's catalogues word them, in each sample language. */
const wordsIn = {
  es: {
    balance: { label: 'Saldo', hint: 'Disponible para retirar' },
    pending: {
      label: 'Pendiente',
      hint: 'Se acredita cuando los compradores confirman que recibieron sus compras',
    },
  },
  en: {
    balance: { label: 'Balance', hint: 'Ready to withdraw' },
    pending: {
      label: 'Pending',
      hint: 'Credited when the buyers confirm they received their purchases',
    },
  },
};

/** What a play reads, in each sample language. */
const shown = {
  es: { balance: '482,15 US$', creditedWhen: 'Se acredita cuando' },
  en: { balance: '$482.15', creditedWhen: 'Credited when' },
};

/**
 * A card's render in the Locale toolbar's language, as the app's messages follow it: its words,
 * and its amount of `cents` written as the locale writes it (none while loading).
 */
const cardIn =
  (card: keyof (typeof wordsIn)['en'], cents: number) =>
  (args: StatCardProps, context: { globals: { locale?: unknown } }) => {
    const words = inSampleLanguage(context, wordsIn)[card];
    return (
      <StatCard
        {...args}
        label={words.label}
        hint={words.hint}
        value={args.value === undefined ? undefined : <Money cents={cents} />}
      />
    );
  };

const meta = {
  title: 'Components/Data display/StatCard',
  component: StatCard,
  tags: ['autodocs'],
  args: {
    label: 'Balance',
    value: formatCents(48_215),
    hint: 'Ready to withdraw',
    icon: <WalletIcon />,
    tone: 'success',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'primary', 'success', 'warning'] },
    label: { control: false },
    value: { control: false },
    hint: { control: false },
  },
  render: cardIn('balance', 48_215),
  parameters: {
    docs: {
      description: {
        component:
          'One headline figure of a dashboard, such as a balance: a label, the value in large type and an optional hint, as a `<dl>` so screen readers read label and value as a pair. The icon is decorative; `isLoading` shows a placeholder and marks the card busy.',
      },
    },
    // The widths the visual stories are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Balance: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('term')).toHaveTextContent(
      inSampleLanguage(context, wordsIn).balance.label,
    );
    await expect(canvas.getAllByRole('definition')[0]).toHaveTextContent(
      inSampleLanguage(context, shown).balance,
    );
  },
};

export const Pending: Story = {
  args: {
    label: 'Pending',
    value: formatCents(12_990),
    hint: 'Credited when the buyers confirm they received their purchases',
    icon: <ClockIcon />,
    tone: 'warning',
  },
  render: cardIn('pending', 12_990),
  play: async (context) => {
    await expect(within(context.canvasElement).getAllByRole('definition')[1]).toHaveTextContent(
      inSampleLanguage(context, shown).creditedWhen,
    );
  },
};

export const Loading: Story = {
  args: { isLoading: true, value: undefined },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl');
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getAllByRole('definition')[0]).toHaveTextContent('');
  },
};

function Matrix() {
  return (
    <div
      style={{
        display: 'grid',
        gap: vars.space.lg,
        gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
      }}
    >
      <StatCard {...meta.args} />
      <StatCard
        label="Pending"
        value={formatCents(1_234_567_89)}
        hint="Credited when purchases are received"
        icon={<ClockIcon />}
        tone="warning"
      />
      <StatCard label="People in your network" value="48" tone="primary" icon={<WalletIcon />} />
      <StatCard label="Balance" isLoading />
    </div>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};

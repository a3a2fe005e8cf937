import {
  PRODUCT_STATUSES,
  PURCHASE_STATUSES,
  TICKET_STATUSES,
  WITHDRAWAL_STATUSES,
} from '@plaza/api';
import { StatusBadge, vars, type Status } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';
import { productStatusLabelsIn, statusLabels, statusLabelsIn } from './support/statuses.js';

/** The rows' captions, in each sample language. */
const captionsIn = {
  es: {
    products: 'Productos',
    purchases: 'Compras y ventas',
    withdrawals: 'Retiros',
    tickets: 'Consultas de soporte',
  },
  en: {
    products: 'Products',
    purchases: 'Purchases and sales',
    withdrawals: 'Withdrawals',
    tickets: 'Support tickets',
  },
};

/** A matrix's words: English as its screenshots picture it, or the story's sample language. */
interface Words {
  /** A purchase's status words; `productLabels` a product's, which may differ in Spanish. */
  labels?: Record<Status, string>;
  productLabels?: Record<Status, string>;
  captions?: (typeof captionsIn)['en'];
}

const meta = {
  title: 'Components/Data display/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { status: 'pending_approval', label: 'Pending approval' },
  argTypes: {
    status: { control: 'select', options: Object.keys(statusLabels) },
    label: { control: false },
  },
  // The word follows the Locale toolbar, as the app's messages do.
  render: (args, context) => (
    <StatusBadge {...args} label={inSampleLanguage(context, statusLabelsIn)[args.status]} />
  ),
  parameters: {
    docs: {
      description: {
        component:
          'The status of a product, purchase or sale (every value in docs/api.md) as a pill with a colour, an icon and a word. Colour never carries the meaning alone: statuses that share a colour have different icons, and the word, passed in by the app, is what screen readers read. The colours are Badge’s tones, whose text-on-fill pairs reach 4.5:1 in both schemes.',
      },
    },
    // The widths the visual stories are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PendingApproval: Story = {
  play: async (context) => {
    const word = inSampleLanguage(context, statusLabelsIn).pending_approval;
    const badge = within(context.canvasElement).getByText(word);
    // The icon is decorative; the label is the whole accessible text.
    await expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(badge).toHaveTextContent(new RegExp(`^${word}$`));
  },
};

function Row({
  statuses,
  caption,
  labels,
}: {
  statuses: readonly Status[];
  caption: string;
  labels: Record<Status, string>;
}) {
  return (
    <div role="group" aria-label={caption} style={{ display: 'grid', gap: vars.space.xs }}>
      <span aria-hidden style={{ fontSize: vars.fontSize.sm, color: vars.color.textMuted }}>
        {caption}
      </span>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }}>
        {statuses.map((status) => (
          <StatusBadge key={status} status={status} label={labels[status]} />
        ))}
      </div>
    </div>
  );
}

function AllStatuses({
  labels = statusLabels,
  productLabels = statusLabels,
  captions = captionsIn.en,
}: Words) {
  return (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      <Row caption={captions.products} statuses={PRODUCT_STATUSES} labels={productLabels} />
      <Row caption={captions.purchases} statuses={PURCHASE_STATUSES} labels={labels} />
    </div>
  );
}

/** The matrices' words in the story's sample language. */
const wordsOf = (context: { globals: { locale?: unknown } }) => ({
  labels: inSampleLanguage(context, statusLabelsIn),
  productLabels: inSampleLanguage(context, productStatusLabelsIn),
  captions: inSampleLanguage(context, captionsIn),
});

export const EveryStatus: Story = {
  render: (_args, context) => <AllStatuses {...wordsOf(context)} />,
  play: async (context) => {
    const { labels, productLabels, captions } = wordsOf(context);
    const page = within(context.canvasElement);
    // Each row is worded as the app words its kind: a product is "Aprobado", a purchase "Aprobada".
    const products = within(page.getByRole('group', { name: captions.products }));
    for (const status of PRODUCT_STATUSES) {
      await expect(products.getByText(productLabels[status])).toBeVisible();
    }
    const canvas = within(page.getByRole('group', { name: captions.purchases }));
    const icons = new Set<string>();
    for (const status of PURCHASE_STATUSES) {
      const badge = canvas.getByText(labels[status]);
      icons.add(badge.querySelector('svg')!.innerHTML);
    }
    // Nine statuses, nine different pictures: none is told apart by colour alone.
    await expect(icons.size).toBe(PURCHASE_STATUSES.length);
  },
};

function MoneyAndSupportStatuses({ labels = statusLabels, captions = captionsIn.en }: Words) {
  return (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      <Row caption={captions.withdrawals} statuses={WITHDRAWAL_STATUSES} labels={labels} />
      <Row caption={captions.tickets} statuses={TICKET_STATUSES} labels={labels} />
    </div>
  );
}

export const WithdrawalsAndTickets: Story = {
  name: 'Withdrawals and tickets',
  render: (_args, context) => <MoneyAndSupportStatuses {...wordsOf(context)} />,
  play: async (context) => {
    const { labels, captions } = wordsOf(context);
    const canvas = within(context.canvasElement);
    for (const [group, statuses] of [
      [captions.withdrawals, WITHDRAWAL_STATUSES],
      [captions.tickets, TICKET_STATUSES],
    ] as const) {
      const row = within(canvas.getByRole('group', { name: group }));
      for (const status of statuses) await expect(row.getByText(labels[status])).toBeVisible();
    }
  },
};

export const TestLight: Story = {
  ...inScheme('light', AllStatuses),
  tags: ['!autodocs', 'visual'],
};
export const TestDark: Story = { ...inScheme('dark', AllStatuses), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', AllStatuses),
  tags: ['!autodocs', 'visual'],
};
export const TestMoneyAndSupportLight: Story = {
  ...inScheme('light', MoneyAndSupportStatuses),
  tags: ['!autodocs', 'visual'],
};
export const TestMoneyAndSupportDark: Story = {
  ...inScheme('dark', MoneyAndSupportStatuses),
  tags: ['!autodocs', 'visual'],
};
export const TestMoneyAndSupportSemiDark: Story = {
  ...inScheme('semi-dark', MoneyAndSupportStatuses),
  tags: ['!autodocs', 'visual'],
};

import { RatingSummary, vars, type RatingSummaryProps } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useReportedState } from '../play/field-state.js';
import { tabTo } from '../play/fields.js';
import { expectFocusOn } from '../play/focus.js';
import { expectStars, summaryLabels } from '../play/ratings.js';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage, sampleLanguage } from './support/sample-language.js';

/** Twelve reviews, none of two stars. */
const histogram = { '1': 1, '2': 0, '3': 1, '4': 2, '5': 8 };
const noReviews = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };

/** What a play reads, in each sample language. */
const shown = {
  es: {
    stars: '4,5 de 5 estrellas',
    total: '12 opiniones',
    filter: 'Filtrar por estrellas',
    bars: [
      '5 estrellas: 8 opiniones',
      '4 estrellas: 2 opiniones',
      '3 estrellas: 1 opinión',
      '2 estrellas: 0 opiniones',
      '1 estrella: 1 opinión',
    ],
    clear: 'Ver todas',
    notRated: 'Sin calificar todavía',
    noReviews: '0 opiniones',
  },
  en: {
    stars: '4.5 out of 5 stars',
    total: '12 reviews',
    filter: 'Filter by stars',
    bars: [
      '5 stars: 8 reviews',
      '4 stars: 2 reviews',
      '3 stars: 1 review',
      '2 stars: 0 reviews',
      '1 star: 1 review',
    ],
    clear: 'Show all',
    notRated: 'Not rated yet',
    noReviews: '0 reviews',
  },
};

/** A summary whose filter stays pressed, as on the product page; each choice reaches the spy. */
function FilteredSummary(props: RatingSummaryProps) {
  const [selected, setSelected] = useReportedState(props.selected ?? null, props.onSelect);
  return <RatingSummary {...props} selected={selected} onSelect={setSelected} />;
}

const meta = {
  title: 'Components/Commerce/RatingSummary',
  component: RatingSummary,
  tags: ['autodocs'],
  args: {
    average: 4.5,
    count: 12,
    histogram,
    labels: summaryLabels(4.5, 12),
    onSelect: fn(),
  },
  argTypes: { labels: { control: false } },
  // The labels follow the Locale toolbar, as the app's messages do.
  render: (args, context) => (
    <div style={{ maxInlineSize: '36rem' }}>
      <FilteredSummary
        {...args}
        labels={summaryLabels(args.average, args.count, sampleLanguage(context))}
      />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A product’s or seller’s ratings at a glance: the average, large (the app formats it), with its stars and the number of reviews, beside five bars, 5 stars first, each as wide as its share of the reviews. Given `onSelect`, the bars are toggle buttons (`aria-pressed`) in a group named by `labels.filter`: pressing one filters the reviews by its stars, pressing it again or the clear button shows them all, and focus stays on the bar when the clear button goes. A bar without reviews is disabled. Each bar is named in words by `labels.bar` (“5 stars: 8 reviews”); its numbers and track are hidden from screen readers. With no reviews, no average shows and the stars are empty. Without `onSelect` the bars are a plain list.',
      },
    },
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof RatingSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filter: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const text = inSampleLanguage(context, shown);
    const canvas = within(canvasElement);
    await expectStars(canvasElement, text.stars);
    await expect(canvas.getByText(text.total)).toBeVisible();

    const group = within(canvas.getByRole('group', { name: text.filter }));
    // 5 stars first, each bar named in words.
    const bars = group.getAllByRole('button');
    for (const [index, name] of text.bars.entries())
      await expect(bars[index]).toHaveAccessibleName(name);
    const [five, four, , two] = text.bars.map((name) => group.getByRole('button', { name }));
    await expect(two).toBeDisabled();

    await tabTo(five!);
    await userEvent.keyboard('{Enter}');
    await expect(five).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onSelect).toHaveBeenLastCalledWith(5);

    // Another bar takes the filter over.
    await userEvent.click(four!);
    await expect(args.onSelect).toHaveBeenLastCalledWith(4);
    await expect(four).toHaveAttribute('aria-pressed', 'true');
    await expect(five).toHaveAttribute('aria-pressed', 'false');

    // Pressing it again shows all.
    await userEvent.click(four!);
    await expect(args.onSelect).toHaveBeenLastCalledWith(null);
    await expect(four).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.queryByRole('button', { name: text.clear })).toBeNull();
  },
};

export const ClearFilter: Story = {
  name: 'Clear the filter',
  args: { selected: 3 },
  play: async (context) => {
    const { args, canvasElement } = context;
    const text = inSampleLanguage(context, shown);
    const canvas = within(canvasElement);
    const three = canvas.getByRole('button', { name: text.bars[2] });
    await expect(three).toHaveAttribute('aria-pressed', 'true');

    canvas.getByRole('button', { name: text.clear }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(null);
    await expect(three).toHaveAttribute('aria-pressed', 'false');
    // The clear button is gone; focus waits on the bar it cleared, not at the top of the page.
    await expect(canvas.queryByRole('button', { name: text.clear })).toBeNull();
    await expectFocusOn(three);
  },
};

export const ReadOnly: Story = {
  name: 'Without a filter',
  args: { onSelect: undefined },
  render: (args, context) => (
    <RatingSummary
      {...args}
      labels={summaryLabels(args.average, args.count, sampleLanguage(context))}
    />
  ),
  play: async (context) => {
    const text = inSampleLanguage(context, shown);
    const canvas = within(context.canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(5);
    await expect(rows[0]).toHaveTextContent(new RegExp(`^${text.bars[0]}`));
  },
};

export const NoReviews: Story = {
  args: { average: null, count: 0, histogram: noReviews, labels: summaryLabels(null, 0) },
  play: async (context) => {
    const { canvasElement } = context;
    const text = inSampleLanguage(context, shown);
    const canvas = within(canvasElement);
    await expectStars(canvasElement, text.notRated);
    await expect(canvas.getByText(text.noReviews)).toBeVisible();
    // Nothing to filter by: every bar is disabled.
    for (const bar of canvas.getAllByRole('button')) await expect(bar).toBeDisabled();
  },
};

const noop = () => {};

function Matrix() {
  return (
    <div style={{ display: 'grid', gap: vars.space.xl, maxInlineSize: '40rem' }}>
      <RatingSummary
        average={4.5}
        count={12}
        histogram={histogram}
        labels={summaryLabels(4.5, 12)}
        selected={4}
        onSelect={noop}
      />
      <RatingSummary
        average={3.7}
        count={3}
        histogram={{ '5': 1, '4': 1, '2': 1 }}
        labels={summaryLabels(3.7, 3)}
      />
      <RatingSummary
        average={null}
        count={0}
        histogram={noReviews}
        labels={summaryLabels(null, 0)}
        onSelect={noop}
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

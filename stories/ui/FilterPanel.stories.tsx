import { FilterPanel, media, noFilters, type ProductFilters } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { filterPanelLabelsIn, filterPanelLabels as labels } from '../play/field-labels.js';
import { expectErrorShown, retype, tabTo } from '../play/fields.js';
import { expectFocusOn } from '../play/focus.js';
import { pageOf } from '../play/overlay.js';
import { inEnglishScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';

const categories = [
  { id: 'home', label: 'Home' },
  { id: 'kitchen', label: 'Kitchen' },
  { id: 'garden', label: 'Garden' },
];

/** The categories' names, by id, in each sample language. */
const categoryNamesIn = {
  es: { home: 'Hogar', kitchen: 'Cocina', garden: 'Jardín' },
  en: { home: 'Home', kitchen: 'Kitchen', garden: 'Garden' },
} satisfies Record<string, Record<string, string>>;

/** What a play types and reads, in each sample language. */
const shown = {
  es: { query: 'lámpara', fiveDollars: '5,00\u00a0US$' },
  en: { query: 'lamp', fiveDollars: '$5.00' },
};

const meta = {
  title: 'Components/Commerce/FilterPanel',
  component: FilterPanel,
  tags: ['autodocs'],
  args: { value: noFilters, onApply: fn(), categories, labels },
  argTypes: { labels: { control: false } },
  globals: { viewport: { value: 'laptop' } },
  // The labels and the categories' names follow the Locale toolbar, as the app's messages do.
  render: (args, context) => {
    const names: Record<string, string> = inSampleLanguage(context, categoryNamesIn);
    return (
      <div style={{ maxInlineSize: '20rem' }}>
        <FilterPanel
          {...args}
          categories={args.categories.map(({ id, label }) => ({ id, label: names[id] ?? label }))}
          labels={inSampleLanguage(context, filterPanelLabelsIn)}
        />
      </div>
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'The explore page’s filters (docs/api.md: search, category, price range) as a search landmark: a SearchField, a Select of the categories after “All categories”, and two MoneyFields in a Price fieldset. Changes wait for Apply or Enter, so typing does not reload the list; a maximum below the minimum is flagged under the field and not applied. Clear filters empties them all and applies that. Below 768 px the panel folds behind a Filters button (`aria-expanded`), so the products come first.',
      },
    },
  },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const applied = (filters: Partial<ProductFilters>): ProductFilters => ({
  ...noFilters,
  ...filters,
});

export const SearchAndCategory: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const words = inSampleLanguage(context, filterPanelLabelsIn);
    const text = inSampleLanguage(context, shown);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: words.title })).toBeVisible();

    await tabTo(canvas.getByRole('searchbox', { name: words.search }));
    await userEvent.keyboard(`${text.query}{Enter}`);
    await expect(args.onApply).toHaveBeenLastCalledWith(applied({ search: text.query }));

    // The category list opens with Enter; arrows move, Enter chooses and closes it.
    const category = canvas.getByRole('button', { name: new RegExp(words.category) });
    await tabTo(category);
    await userEvent.keyboard('{Enter}');
    const options = await pageOf(canvasElement).findByRole('listbox');
    await expect(within(options).getByRole('option', { name: words.allCategories })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(category).toHaveTextContent(inSampleLanguage(context, categoryNamesIn).kitchen);
    // A keyboard user tabs on from the list's button, once focus is back on it.
    await expectFocusOn(category);
    // Past the price range to Apply.
    await userEvent.tab();
    await userEvent.tab();
    await tabTo(canvas.getByRole('button', { name: words.apply }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenLastCalledWith(
      applied({ search: text.query, categoryId: 'kitchen' }),
    );
  },
};

export const PriceRange: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const words = inSampleLanguage(context, filterPanelLabelsIn);
    const canvas = within(canvasElement);
    const min = canvas.getByRole('textbox', { name: words.minPrice });
    const max = canvas.getByRole('textbox', { name: words.maxPrice });

    await userEvent.click(min);
    await userEvent.keyboard('20');
    await userEvent.tab();
    await userEvent.keyboard('5');
    await userEvent.tab();
    await expect(max).toHaveValue(inSampleLanguage(context, shown).fiveDollars);
    // A backwards range is explained under the maximum and not applied.
    await expectErrorShown(canvas, max, words.reversedRange);
    await userEvent.click(canvas.getByRole('button', { name: words.apply }));
    await expect(args.onApply).not.toHaveBeenCalled();

    await retype(max, '50{Enter}');
    await expect(args.onApply).toHaveBeenLastCalledWith(
      applied({ minPriceCents: 2000, maxPriceCents: 5000 }),
    );
    await expect(max).not.toHaveAttribute('aria-invalid');
  },
};

export const Clear: Story = {
  args: { value: applied({ search: 'mug', categoryId: 'kitchen', maxPriceCents: 3000 }) },
  play: async (context) => {
    const { args, canvasElement } = context;
    const words = inSampleLanguage(context, filterPanelLabelsIn);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: words.search })).toHaveValue('mug');
    canvas.getByRole('button', { name: words.clear }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenLastCalledWith(noFilters);
    await expect(canvas.getByRole('searchbox', { name: words.search })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: words.maxPrice })).toHaveValue('');
    await expect(
      canvas.getByRole('button', { name: new RegExp(words.category) }),
    ).toHaveTextContent(words.allCategories);
  },
};

/**
 * Below `md` the panel folds behind its button; the runner checks that at the phone width the story
 * fixes. Opened alone on a wider page, where no viewport applies, the panel is open and has no button.
 */
export const FoldedOnAPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async (context) => {
    const { canvasElement } = context;
    const words = inSampleLanguage(context, filterPanelLabelsIn);
    const canvas = within(canvasElement);
    if (window.matchMedia(media.md).matches) {
      await expect(canvas.queryByRole('button', { name: words.toggle })).toBeNull();
      await expect(canvas.getByRole('search', { name: words.title })).toBeVisible();
      return;
    }
    const toggle = canvas.getByRole('button', { name: words.toggle });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('search')).toBeNull();
    // Folded for sighted users too, not only for the accessibility tree.
    await expect(canvasElement.querySelector('form')!.checkVisibility()).toBe(false);

    await tabTo(toggle);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('search', { name: words.title })).toBeVisible();
    await tabTo(canvas.getByRole('searchbox', { name: words.search }));
  },
};

function Matrix() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'start', gap: '1.5rem' }}>
      <div style={{ inlineSize: '20rem', maxInlineSize: '100%' }}>
        <FilterPanel value={noFilters} onApply={() => {}} categories={categories} labels={labels} />
      </div>
      <div style={{ inlineSize: '20rem', maxInlineSize: '100%' }}>
        <FilterPanel
          value={applied({
            search: 'lamp',
            categoryId: 'home',
            minPriceCents: 5000,
            maxPriceCents: 1000,
          })}
          onApply={() => {}}
          categories={categories}
          labels={labels}
        />
      </div>
    </div>
  );
}

export const TestLight: Story = {
  ...inEnglishScheme('light', Matrix),
  tags: ['!autodocs', 'visual'],
};
export const TestDark: Story = {
  ...inEnglishScheme('dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
export const TestSemiDark: Story = {
  ...inEnglishScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};

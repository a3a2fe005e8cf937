import { FilterPanel, noFilters, type ProductFilters } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { filterPanelLabels as labels } from '../play/field-labels.js';
import { expectErrorShown, retype, tabTo } from '../play/fields.js';
import { pageOf } from '../play/overlay.js';
import { inScheme } from './support/SchemeMatrix.js';

const categories = [
  { id: 'home', label: 'Home' },
  { id: 'kitchen', label: 'Kitchen' },
  { id: 'garden', label: 'Garden' },
];

const meta = {
  title: 'Components/Commerce/FilterPanel',
  component: FilterPanel,
  tags: ['autodocs'],
  args: { value: noFilters, onApply: fn(), categories, labels },
  argTypes: { labels: { control: false } },
  globals: { locale: 'en', viewport: { value: 'laptop' } },
  render: (args) => (
    <div style={{ maxInlineSize: '20rem' }}>
      <FilterPanel {...args} />
    </div>
  ),
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
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Filters' })).toBeVisible();

    await tabTo(canvas.getByRole('searchbox', { name: 'Search' }));
    await userEvent.keyboard('lamp{Enter}');
    await expect(args.onApply).toHaveBeenLastCalledWith(applied({ search: 'lamp' }));

    // The category list opens with Enter; arrows move, Enter chooses and closes it.
    const category = canvas.getByRole('button', { name: /Category/ });
    await tabTo(category);
    await userEvent.keyboard('{Enter}');
    const options = await pageOf(canvasElement).findByRole('listbox');
    await expect(within(options).getByRole('option', { name: 'All categories' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(category).toHaveTextContent('Kitchen');
    // Past the price range to Apply.
    await userEvent.tab();
    await userEvent.tab();
    await tabTo(canvas.getByRole('button', { name: 'Apply' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenLastCalledWith(
      applied({ search: 'lamp', categoryId: 'kitchen' }),
    );
  },
};

export const PriceRange: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const min = canvas.getByRole('textbox', { name: 'Minimum' });
    const max = canvas.getByRole('textbox', { name: 'Maximum' });

    await userEvent.click(min);
    await userEvent.keyboard('20');
    await userEvent.tab();
    await userEvent.keyboard('5');
    await userEvent.tab();
    await expect(max).toHaveValue('$5.00');
    // A backwards range is explained under the maximum and not applied.
    await expectErrorShown(canvas, max, 'Must be at least the minimum');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
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
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('mug');
    canvas.getByRole('button', { name: 'Clear filters' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenLastCalledWith(noFilters);
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Maximum' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: /Category/ })).toHaveTextContent(
      'All categories',
    );
  },
};

export const FoldedOnAPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('search')).toBeNull();
    // Folded for sighted users too, not only for the accessibility tree.
    await expect(canvasElement.querySelector('form')!.checkVisibility()).toBe(false);

    await tabTo(toggle);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('search', { name: 'Filters' })).toBeVisible();
    await tabTo(canvas.getByRole('searchbox', { name: 'Search' }));
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

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};

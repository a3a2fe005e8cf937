import {
  Button,
  ChipGroup,
  EmptyState,
  FilterPanel,
  noFilters,
  Pagination,
  ProductCard,
  ProductGrid,
  vars,
  type ProductFilters,
} from '@plaza/ui';
import { MagnifyingGlassIcon } from '@phosphor-icons/react/dist/ssr/MagnifyingGlass';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { productCardLabels, products, type SampleProduct } from '../ui/support/products.js';
import { pressEmptyStateAction } from '../play/empty-state.js';
import { filterPanelLabels } from '../play/field-labels.js';
import { screenMeta } from '../play/screens/screen-meta.js';
import { onPage } from '../ui/support/SchemeMatrix.js';

const PAGE_SIZES = [6, 12];
/** How long the sample cart takes to answer, as a request would. */
const ADD_DELAY = 400;

const categories = [
  { id: 'home', label: 'Home' },
  { id: 'kitchen', label: 'Kitchen' },
  { id: 'garden', label: 'Garden' },
];

// API.md's `ordering` values for the product list.
type Ordering = '-created' | 'price' | '-price' | 'name';
const orderings: { id: Ordering; label: string }[] = [
  { id: '-created', label: 'Newest' },
  { id: 'price', label: 'Lowest price' },
  { id: '-price', label: 'Highest price' },
  { id: 'name', label: 'Name' },
];

const paginationLabels = {
  navigation: 'Pages',
  previous: 'Previous',
  next: 'Next',
  page: (page: number) => `Page ${page}`,
};

/** What the server would answer for these filters: the sample catalogue, filtered and sorted. */
function query(filters: ProductFilters, ordering: Ordering): SampleProduct[] {
  const search = filters.search.trim().toLowerCase();
  const matches = products.filter(
    (product) =>
      (!search || `${product.name} ${product.shortDescription}`.toLowerCase().includes(search)) &&
      (filters.categoryId === null || product.category === filters.categoryId) &&
      (filters.minPriceCents === null || product.priceCents >= filters.minPriceCents) &&
      (filters.maxPriceCents === null || product.priceCents <= filters.maxPriceCents),
  );
  const byOrdering: Record<Ordering, (a: SampleProduct, b: SampleProduct) => number> = {
    // The sample catalogue is listed newest first.
    '-created': () => 0,
    price: (a, b) => a.priceCents - b.priceCents,
    '-price': (a, b) => b.priceCents - a.priceCents,
    name: (a, b) => a.name.localeCompare(b.name, 'en'),
  };
  return matches.sort(byOrdering[ordering]);
}

const countLabel = (count: number) => (count === 1 ? '1 product' : `${count} products`);

/** The explore page as the app composes it, with a cart kept in memory. */
function Explore() {
  const [filters, setFilters] = useState(noFilters);
  const [ordering, setOrdering] = useState<Ordering>('-created');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  const [cart, setCart] = useState<Record<string, number>>({});
  const [addingId, setAddingId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // The panel edits a copy of the filters: a new key loads them again once cleared from outside.
  const [timesCleared, setTimesCleared] = useState(0);

  const results = query(filters, ordering);
  const pageCount = Math.ceil(results.length / pageSize);
  const shown = results.slice((page - 1) * pageSize, page * pageSize);
  const cartCount = Object.values(cart).reduce((sum, quantity) => sum + quantity, 0);

  const addToCart = (id: string) => {
    setAddingId(id);
    setTimeout(() => {
      const product = products.find((candidate) => candidate.id === id)!;
      setCart((current) => ({ ...current, [id]: (current[id] ?? 0) + 1 }));
      setAddingId(null);
      setAnnouncement(`${product.name} added to the cart`);
    }, ADD_DELAY);
  };

  return (
    <main style={{ display: 'grid', gap: vars.space.lg, padding: vars.space.lg }}>
      <header
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          gap: vars.space.md,
        }}
      >
        <h1 style={{ margin: 0, fontSize: vars.fontSize.xxl }}>Explore</h1>
        <p style={{ margin: 0, color: vars.color.textMuted }}>{`Cart: ${countLabel(cartCount)}`}</p>
      </header>
      <div role="status" style={{ minBlockSize: '1.5em', color: vars.color.textMuted }}>
        {announcement}
      </div>
      {/* A sidebar that wraps above the products when there is no room beside them. */}
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'start', gap: vars.space.xl }}>
        <aside style={{ flex: '1 1 15rem', maxInlineSize: '100%' }}>
          <FilterPanel
            key={timesCleared}
            value={filters}
            onApply={(next) => {
              setFilters(next);
              setPage(1);
            }}
            categories={categories}
            labels={filterPanelLabels}
          />
        </aside>
        <section
          aria-labelledby="explore-results"
          style={{ flex: '999 1 0', minInlineSize: '60%', display: 'grid', gap: vars.space.lg }}
        >
          <div
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'space-between',
              alignItems: 'end',
              gap: vars.space.md,
            }}
          >
            <h2
              id="explore-results"
              ref={resultsHeading}
              tabIndex={-1}
              style={{ margin: 0, fontSize: vars.fontSize.lg }}
            >
              {countLabel(results.length)}
            </h2>
            <ChipGroup
              label="Sort by"
              items={orderings}
              selectedKey={ordering}
              disallowEmptySelection
              onSelectionChange={(key) => {
                setOrdering(key as Ordering);
                setPage(1);
              }}
            />
          </div>
          <ProductGrid
            items={shown}
            getKey={(product) => product.id}
            aria-label="Products"
            loadingLabel="Loading products"
            empty={
              <EmptyState
                icon={<MagnifyingGlassIcon />}
                title="No product matches these filters"
                text="Try other words, another category or a wider price range."
                headingLevel={3}
                action={
                  <Button
                    variant="secondary"
                    onPress={() => {
                      // The button goes with the empty state: focus to the top of the new list.
                      resultsHeading.current?.focus();
                      setFilters(noFilters);
                      setPage(1);
                      setTimesCleared(timesCleared + 1);
                    }}
                  >
                    Clear filters
                  </Button>
                }
              />
            }
          >
            {(product) => (
              <ProductCard
                product={product}
                labels={productCardLabels}
                onAddToCart={addToCart}
                isAdding={addingId === product.id}
              />
            )}
          </ProductGrid>
          <Pagination
            page={page}
            pageCount={pageCount}
            onPageChange={(next) => {
              setPage(next);
              // The list was replaced: start reading it from the top.
              resultsHeading.current?.focus();
            }}
            labels={paginationLabels}
            pageSize={{
              value: pageSize,
              options: PAGE_SIZES,
              label: 'Per page',
              onChange: (next) => {
                setPageSize(next);
                setPage(1);
              },
            }}
          />
        </section>
      </div>
    </main>
  );
}

const meta = {
  title: 'Screens/Explore',
  tags: ['!autodocs'],
  render: () => <Explore />,
  ...screenMeta(
    'The explore page (SPEC.md: filters are search, category and price) composed from FilterPanel (SearchField, Select, MoneyFields), a sort ChipGroup, ProductGrid of ProductCards, EmptyState and Pagination, over a sample catalogue filtered and sorted in memory as the server would. Usable by keyboard alone: filters apply on Enter or Apply, each card is a link then an add button, adding is announced, and changing page moves focus to the results heading.',
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const cardNames = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Products' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

export const FilterByKeyboard: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '8 products' })).toBeVisible();

    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    await userEvent.keyboard('steel{Enter}');
    // "Steel kettle" by name, "Garden shears" by description.
    await expect(await canvas.findByRole('heading', { name: '2 products' })).toBeVisible();
    await expect(cardNames(canvasElement)).toEqual(['Steel kettle', 'Garden shears']);

    // Kitchen only: Enter opens the categories, arrows and Enter choose, Enter in a price applies.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    // As a person would: on once the list has closed and given focus back to its button; a Tab
    // during its exit went astray on a busy CI machine.
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: /Category/ })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { name: '1 product' })).toBeVisible();
    await expect(cardNames(canvasElement)).toEqual(['Steel kettle']);

    // Nothing under $10 in the kitchen: the empty state says so, and clears the filters.
    await userEvent.tab();
    await userEvent.keyboard('10{Enter}');
    await expect(
      await canvas.findByRole('heading', { name: 'No product matches these filters' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Products' })).toBeNull();
    await pressEmptyStateAction(canvas.getByRole('region', { name: '0 products' }), {
      title: 'No product matches these filters',
      action: { role: 'button', name: 'Clear filters' },
    });
    await expect(await canvas.findByRole('heading', { name: '8 products' })).toHaveFocus();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  },
};

export const AddToCartByKeyboard: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstLink = canvas.getByRole('link', { name: 'Desk lamp' });
    firstLink.focus();
    await userEvent.tab();
    const add = canvas.getByRole('button', { name: 'Add to cart Desk lamp' });
    await expect(add).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Desk lamp added to the cart'),
    );
    await expect(canvas.getByText('Cart: 1 product')).toBeVisible();
    await waitFor(() => expect(add).toBeEnabled());

    // A sold-out product's button is skipped: from the chair's link, Tab goes on to the kettle.
    canvas.getByRole('link', { name: 'Oak chair' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Steel kettle' })).toHaveFocus();
  },
};

export const SortAndPages: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('row', { name: 'Newest' }).focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() =>
      expect(cardNames(canvasElement)).toEqual([
        'Ceramic mug',
        'Potted fern',
        'Garden shears',
        'Desk lamp',
        'Cutting board',
        'Steel kettle',
      ]),
    );

    canvas.getByRole('button', { name: 'Next' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(['Oak chair', 'Wool rug']));
    // Focus goes back to the top of the new page.
    await expect(canvas.getByRole('heading', { name: '8 products' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Twelve per page: everything on one page, and no page numbers left.
    canvas.getByRole('button', { name: /Per page/ }).focus();
    await userEvent.keyboard('{Enter}');
    await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(cardNames(canvasElement)).toHaveLength(8));
    await expect(canvas.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The filters wait behind their button, so the products come first.
    const toggle = canvas.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Folded for sighted users too, not only for the accessibility tree.
    await expect(canvasElement.querySelector('form')!.checkVisibility()).toBe(false);
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard('fern{Enter}');
    await expect(await canvas.findByRole('heading', { name: '1 product' })).toBeVisible();
  },
};

// Full pages: one story per scheme, each at the three review widths.
export const TestLightLtr: Story = onPage('lightLtr');
export const TestDarkRtl: Story = onPage('darkRtl');
export const TestSemiDarkLtr: Story = onPage('semiDarkLtr');

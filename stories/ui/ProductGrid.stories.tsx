import { ProductCard, ProductGrid, type ProductCardData } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage, sampleLanguage } from './support/sample-language.js';
import { productCardLabels, productCardLabelsIn, productIn, products } from './support/products.js';

const card = (product: ProductCardData) => (
  <ProductCard product={product} labels={productCardLabels} onAddToCart={() => {}} />
);

/** The grid's words as the app's catalogues word them, in each sample language. */
const wordsIn = {
  es: {
    list: 'Productos',
    loading: 'Cargando productos',
    empty: 'Ningún producto coincide con estos filtros.',
  },
  en: {
    list: 'Products',
    loading: 'Loading products',
    empty: 'No product matches these filters.',
  },
};

const meta = {
  title: 'Components/Commerce/ProductGrid',
  component: ProductGrid<ProductCardData>,
  tags: ['autodocs'],
  args: {
    items: products,
    getKey: (product) => product.id,
    children: card,
    'aria-label': 'Products',
    loadingLabel: 'Loading products',
    empty: <p>No product matches these filters.</p>,
  },
  argTypes: { children: { control: false }, empty: { control: false } },
  // The products' and the grid's words follow the Locale toolbar, as the app's messages do.
  render: (args, context) => {
    const language = sampleLanguage(context);
    const words = wordsIn[language];
    return (
      <ProductGrid
        {...args}
        items={args.items.map((product) => productIn(product, language))}
        aria-label={words.list}
        loadingLabel={words.loading}
        empty={<p>{words.empty}</p>}
      >
        {(product) => (
          <ProductCard
            product={product}
            labels={productCardLabelsIn[language]}
            onAddToCart={() => {}}
          />
        )}
      </ProductGrid>
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'Products in a responsive grid: as many columns of at least 14 rem as fit (one on a phone, four or more on a desktop). It is a list to screen readers, so they hear how many products there are. While `isLoading`, skeleton cards hold the layout and `loadingLabel` is announced; with no items, the `empty` slot takes its place.',
      },
    },
  },
} satisfies Meta<typeof ProductGrid<ProductCardData>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async (context) => {
    const words = inSampleLanguage(context, wordsIn);
    const list = within(context.canvasElement).getByRole('list', { name: words.list });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(products.length);
  },
};

/**
 * One column on the phone the story fixes: two columns of at least 14 rem do not fit. Opened alone
 * on a wider page, where no viewport applies, the second card sits beside the first.
 */
export const Columns: Story = {
  name: 'One column on a phone',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('list');
    const [first, second] = within(grid).getAllByRole('listitem');
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const gap = parseFloat(getComputedStyle(grid).columnGap);
    const twoFit = 2 * 14 * rem + gap <= grid.getBoundingClientRect().width;
    if (twoFit) {
      await expect(second!.getBoundingClientRect().top).toBe(first!.getBoundingClientRect().top);
    } else {
      // Stacked: the second card starts below the first.
      await expect(second!.getBoundingClientRect().top).toBeGreaterThan(
        first!.getBoundingClientRect().bottom,
      );
    }
  },
};

export const Loading: Story = {
  args: { isLoading: true, skeletonCount: 4 },
  play: async (context) => {
    const words = inSampleLanguage(context, wordsIn);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(words.loading);
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async (context) => {
    const words = inSampleLanguage(context, wordsIn);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(words.empty)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

function Matrix() {
  return (
    <>
      <ProductGrid
        items={products.slice(0, 4)}
        getKey={(product) => product.id}
        aria-label="Products"
        loadingLabel="Loading products"
        empty={null}
      >
        {card}
      </ProductGrid>
      <ProductGrid
        items={[]}
        getKey={(product: ProductCardData) => product.id}
        aria-label="Products"
        loadingLabel="Loading products"
        skeletonCount={2}
        isLoading
        empty={null}
      >
        {card}
      </ProductGrid>
    </>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};

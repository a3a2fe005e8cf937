import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pressEmptyStateAction } from '../play/empty-state.js';
import { closeWithEscape, expectShown, pageOf } from '../play/overlay.js';
import { pressEnterOn } from '../play/screens/keyboard.js';
import { shownScreen } from '../play/screens/shown-screen.js';
import { onPage } from '../ui/support/SchemeMatrix.js';
import { categories, productPage, productPageOf, products } from './support/fixtures/catalogue.js';
import { screenAt, screenMeta } from './support/screen-meta.js';

/** Fourteen products, more than one page of twelve: the eight and six more of the same. */
const fourteen = [
  ...products,
  ...products.slice(0, 6).map((product) => ({
    ...product,
    id: product.id + 8,
    name: `${product.name} (large)`,
  })),
];

const meta = {
  title: 'Screens/Explore',
  tags: ['!autodocs'],
  // Its plays read the English catalogue.
  globals: { locale: 'en' },
  ...screenMeta(
    'The app’s explore page (`/explore`) for a visitor, over eight products the fixture filters and sorts as the server does: search, categories, price and order, the products as cards with their add buttons (a sold-out one off).',
    {
      path: '/explore',
      answers: {
        'GET marketplace/products/': productPage,
        'GET marketplace/categories/': categories,
      },
    },
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const cardNames = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Products' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

export const FilterByKeyboard: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvasElement }) => {
    const canvas = await shownScreen(canvasElement);
    canvas.getByRole('searchbox', { name: 'Search products' }).focus();
    await userEvent.keyboard('steel{Enter}');
    // "Steel kettle" by name, "Garden shears" by description.
    await waitFor(() => expect(canvas.getByText('2 products')).toBeVisible());
    await expect(cardNames(canvasElement).sort()).toEqual(['Garden shears', 'Steel kettle']);

    // Kitchen only: a category is chosen from the keyboard.
    (await canvas.findByRole('row', { name: /Kitchen/ })).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('1 product')).toBeVisible());
    await expect(cardNames(canvasElement)).toEqual(['Steel kettle']);

    // Nothing of it under $10: the empty state says so, and clears the filters.
    canvas.getByRole('textbox', { name: 'Maximum price' }).focus();
    await userEvent.keyboard('10{Enter}');
    await waitFor(() => expect(canvas.getByText('No products')).toBeVisible());
    await expect(canvas.queryByRole('list', { name: 'Products' })).toBeNull();
    await pressEmptyStateAction(canvasElement, {
      title: 'No products found',
      action: { role: 'button', name: 'Clear filters' },
    });
    await waitFor(() => expect(canvas.getByText('8 products')).toBeVisible());
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  },
};

export const AddToCartByKeyboard: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvasElement }) => {
    const canvas = await shownScreen(canvasElement);
    canvas.getByRole('link', { name: 'Desk lamp' }).focus();
    await userEvent.tab();
    const add = canvas.getByRole('button', { name: 'Add to cart Desk lamp' });
    await expect(add).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Cart, 1/ })).toBeVisible());

    // A sold-out product's button is skipped: from the chair's link, Tab goes on to the rug.
    canvas.getByRole('link', { name: 'Oak chair' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Wool rug' })).toHaveFocus();
  },
};

export const SortAndPages: Story = {
  ...screenAt({
    path: '/explore',
    answers: {
      'GET marketplace/products/': productPageOf(fourteen),
      'GET marketplace/categories/': categories,
    },
  }),
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvasElement }) => {
    const canvas = await shownScreen(canvasElement);
    canvas.getByRole('row', { name: 'Price: low to high' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(cardNames(canvasElement).slice(0, 2)).toEqual(['Potted fern', 'Potted fern (large)']),
    );
    await expect(cardNames(canvasElement)).toHaveLength(12);

    // Fourteen products are two pages of twelve: the next page has the two dearest.
    await pressEnterOn(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(cardNames(canvasElement)).toEqual(['Oak chair', 'Oak chair (large)']),
    );
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await pressEnterOn(canvas.getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(cardNames(canvasElement)).toHaveLength(12));
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = await shownScreen(canvasElement);
    // The filters wait behind their button, so the products come first.
    await expect(canvas.queryByRole('region', { name: 'Filters' })).toBeNull();
    canvas.getByRole('button', { name: 'Filters' }).focus();
    await userEvent.keyboard('{Enter}');
    await expectShown(await pageOf(canvasElement).findByRole('dialog', { name: /Filters/ }));
    await closeWithEscape(canvasElement, 'dialog');
    canvas.getByRole('searchbox', { name: 'Search products' }).focus();
    await userEvent.keyboard('fern{Enter}');
    await waitFor(() => expect(canvas.getByText('1 product')).toBeVisible());
  },
};

// Full pages: one story per scheme, each at the three review widths.
export const TestLightLtr: Story = { ...onPage('lightLtr'), tags: ['!autodocs', 'visual'] };
export const TestDarkRtl: Story = { ...onPage('darkRtl'), tags: ['!autodocs', 'visual'] };
export const TestSemiDarkLtr: Story = { ...onPage('semiDarkLtr'), tags: ['!autodocs', 'visual'] };

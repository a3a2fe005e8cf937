import { media } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pressEmptyStateAction } from '../play/empty-state.js';
import { closeWithEscape, expectShown, pageOf } from '../play/overlay.js';
import { appWordsIn, type AppWords } from '../play/screens/app-words.js';
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

/** The fixture's names, which the server gives in every language. */
const [lamp, chair, kettle, , shears, fern, rug] = products.map(({ name }) => name) as [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];
const largeOf = (name: string) =>
  fourteen.find((product) => product.name === `${name} (large)`)!.name;
const kitchen = categories.find(({ slug }) => slug === 'kitchen')!.name;

const cardNames = (canvasElement: HTMLElement, t: AppWords) =>
  within(within(canvasElement).getByRole('list', { name: t('explore.products') }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

/**
 * Waits for the results' count the screen says once the products are in: the fixture answers at
 * once, but on a busy machine the app's refetch can take longer than Testing Library's second.
 */
const expectCount = (canvasElement: HTMLElement, t: AppWords, count: number) =>
  waitFor(
    () => expect(within(canvasElement).getByText(t('explore.count', { count }))).toBeVisible(),
    { timeout: 5000 },
  );

export const FilterByKeyboard: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async (context) => {
    const { canvasElement } = context;
    const t = appWordsIn(context);
    const canvas = await shownScreen(canvasElement);
    canvas.getByRole('searchbox', { name: t('explore.search') }).focus();
    await userEvent.keyboard('steel{Enter}');
    // The kettle by name, the shears by description ("Carbon steel blades").
    await expectCount(canvasElement, t, 2);
    await expect(cardNames(canvasElement, t).sort()).toEqual([shears, kettle].sort());

    // Kitchen only: a category is chosen from the keyboard.
    (await canvas.findByRole('row', { name: new RegExp(kitchen) })).focus();
    await userEvent.keyboard('{Enter}');
    await expectCount(canvasElement, t, 1);
    await expect(cardNames(canvasElement, t)).toEqual([kettle]);

    // Nothing of it under $10: the empty state says so, and clears the filters.
    canvas.getByRole('textbox', { name: t('explore.priceMax') }).focus();
    await userEvent.keyboard('10{Enter}');
    await expectCount(canvasElement, t, 0);
    await expect(canvas.queryByRole('list', { name: t('explore.products') })).toBeNull();
    await pressEmptyStateAction(canvasElement, {
      title: t('explore.empty'),
      action: { role: 'button', name: t('explore.clearFilters') },
    });
    await expectCount(canvasElement, t, products.length);
    await expect(canvas.getByRole('searchbox', { name: t('explore.search') })).toHaveValue('');
  },
};

export const AddToCartByKeyboard: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async (context) => {
    const { canvasElement } = context;
    const t = appWordsIn(context);
    const canvas = await shownScreen(canvasElement);
    (await canvas.findByRole('link', { name: lamp })).focus();
    await userEvent.tab();
    const add = canvas.getByRole('button', { name: `${t('product.addToCart')} ${lamp}` });
    await expect(add).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('shell.cart', { count: 1 }) })).toBeVisible(),
    );

    // A sold-out product's button is skipped: from the chair's link, Tab goes on to the rug.
    canvas.getByRole('link', { name: chair }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: rug })).toHaveFocus();
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
  play: async (context) => {
    const { canvasElement } = context;
    const t = appWordsIn(context);
    const canvas = await shownScreen(canvasElement);
    // The sort options come with the filters' panel: waited for, not taken as already there.
    (await canvas.findByRole('row', { name: t('explore.sort.priceAscending') })).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(cardNames(canvasElement, t).slice(0, 2)).toEqual([fern, largeOf(fern)]),
    );
    await expect(cardNames(canvasElement, t)).toHaveLength(12);

    // Fourteen products are two pages of twelve: the next page has the two dearest.
    await pressEnterOn(canvas.getByRole('button', { name: t('explore.nextPage') }));
    await waitFor(() => expect(cardNames(canvasElement, t)).toEqual([chair, largeOf(chair)]));
    await expect(
      canvas.getByRole('button', { name: t('explore.page', { page: 2 }) }),
    ).toHaveAttribute('aria-current', 'page');
    await pressEnterOn(canvas.getByRole('button', { name: t('explore.page', { page: 1 }) }));
    await waitFor(() => expect(cardNames(canvasElement, t)).toHaveLength(12));
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async (context) => {
    const { canvasElement } = context;
    const t = appWordsIn(context);
    const canvas = await shownScreen(canvasElement);
    const filtersButton = () =>
      canvas.queryByRole('button', { name: t('explore.filtersButton', { count: 0 }) });
    if (window.matchMedia(media.lg).matches) {
      // Opened alone on a page 1024 px or wider, no viewport is applied: the filters sit in their
      // column beside the products, with no button to open them.
      await expect(await canvas.findByRole('region', { name: t('explore.filters') })).toBeVisible();
      await expect(filtersButton()).toBeNull();
    } else {
      // The filters wait behind their button, so the products come first.
      await expect(canvas.queryByRole('region', { name: t('explore.filters') })).toBeNull();
      filtersButton()!.focus();
      await userEvent.keyboard('{Enter}');
      await expectShown(
        // On a fresh page of a busy machine the dialog may take longer than a second to come.
        await pageOf(canvasElement).findByRole(
          'dialog',
          { name: new RegExp(t('explore.filters')) },
          { timeout: 5000 },
        ),
      );
      await closeWithEscape(canvasElement, 'dialog');
    }
    canvas.getByRole('searchbox', { name: t('explore.search') }).focus();
    await userEvent.keyboard('fern{Enter}');
    await expectCount(canvasElement, t, 1);
  },
};

// Full pages: one story per scheme, each at the three review widths.
export const TestLightLtr: Story = { ...onPage('lightLtr'), tags: ['!autodocs', 'visual'] };
export const TestDarkRtl: Story = { ...onPage('darkRtl'), tags: ['!autodocs', 'visual'] };
export const TestSemiDarkLtr: Story = { ...onPage('semiDarkLtr'), tags: ['!autodocs', 'visual'] };

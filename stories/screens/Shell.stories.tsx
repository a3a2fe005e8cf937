import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { closeWithEscape, pageOf } from '../play/overlay.js';
import { shownScreen } from '../play/screens/shown-screen.js';
import { onPage } from '../ui/support/SchemeMatrix.js';
import { cartLines } from './support/fixtures/cart.js';
import { categories, productPage } from './support/fixtures/catalogue.js';
import { admin } from './support/fixtures/people.js';
import { screenMeta } from './support/screen-meta.js';

const meta = {
  title: 'Screens/Shell',
  tags: ['!autodocs'],
  ...screenMeta(
    'The app’s shell around Explore, for an administrator with two products in the cart: header, sidebar (with the Administrator section), content, footer, cart drawer, appearance panel and toasts. Switch theme, direction and locale from the toolbar, or from the Appearance button.',
    {
      path: '/explore',
      user: admin,
      cart: { items: cartLines },
      answers: {
        'GET marketplace/products/': productPage,
        'GET marketplace/categories/': categories,
      },
    },
  ),
  // The toolbar's locale, not English: the shell is where a reviewer switches it.
  globals: {},
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = await shownScreen(canvasElement);
    const body = pageOf(canvasElement);

    // The cart's button counts its products; its drawer opens from the header.
    await userEvent.click(canvas.getByRole('button', { name: /Cart/ }));
    const drawer = await body.findByRole('dialog', { name: /Cart/ });
    await expect(within(drawer).getByText('Ceramic mug')).toBeVisible();
    await closeWithEscape(canvasElement, 'dialog');

    // Adding a product raises a toast.
    await userEvent.click(canvas.getAllByRole('button', { name: /Add to cart/ })[0]!);
    await expect(await body.findByRole('alertdialog')).toBeVisible();
  },
};

export const TestLightLtr: Story = onPage('lightLtr');
export const TestLightRtl: Story = onPage('lightRtl');
export const TestDarkLtr: Story = onPage('darkLtr');
export const TestDarkRtl: Story = onPage('darkRtl');
export const TestSemiDarkLtr: Story = onPage('semiDarkLtr');
export const TestSemiDarkRtl: Story = onPage('semiDarkRtl');

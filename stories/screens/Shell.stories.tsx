import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { closeWithEscape, expectShown, pageOf } from '../play/overlay.js';
import { pressEnterOn } from '../play/screens/keyboard.js';
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
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = await shownScreen(canvasElement);
    const body = pageOf(canvasElement);

    // The cart's button counts its products; its drawer opens from the header, and a product
    // removed there leaves the cart and the count.
    await userEvent.click(canvas.getByRole('button', { name: 'Cart, 2 products' }));
    // Its code comes when first opened: on a busy machine, later than Testing Library's 1 s.
    const drawer = await body.findByRole('dialog', { name: /Cart/ }, { timeout: 10_000 });
    await expectShown(within(drawer).getByText('Ceramic mug'));
    await pressEnterOn(within(drawer).getByRole('button', { name: 'Remove Ceramic mug' }));
    await waitFor(() => expect(within(drawer).queryByText('Ceramic mug')).toBeNull());
    await expect(within(drawer).getByText('Desk lamp')).toBeVisible();
    await closeWithEscape(canvasElement, 'dialog');
    await expect(canvas.getByRole('button', { name: 'Cart, 1 product' })).toBeVisible();

    // Adding a product raises a toast.
    await userEvent.click(canvas.getAllByRole('button', { name: /Add to cart/ })[0]!);
    await expectShown(await body.findByRole('alertdialog'));
  },
};

export const TestLightLtr: Story = { ...onPage('lightLtr'), tags: ['!autodocs', 'visual'] };
export const TestLightRtl: Story = { ...onPage('lightRtl'), tags: ['!autodocs', 'visual'] };
export const TestDarkLtr: Story = { ...onPage('darkLtr'), tags: ['!autodocs', 'visual'] };
export const TestDarkRtl: Story = { ...onPage('darkRtl'), tags: ['!autodocs', 'visual'] };
export const TestSemiDarkLtr: Story = { ...onPage('semiDarkLtr'), tags: ['!autodocs', 'visual'] };
export const TestSemiDarkRtl: Story = { ...onPage('semiDarkRtl'), tags: ['!autodocs', 'visual'] };

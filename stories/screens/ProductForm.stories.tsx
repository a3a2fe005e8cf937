import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pressEnterOn } from '../play/screens/keyboard.js';
import { shownScreen } from '../play/screens/shown-screen.js';
import { onPage } from '../ui/support/SchemeMatrix.js';
import { categories } from './support/fixtures/catalogue.js';
import { seller } from './support/fixtures/people.js';
import { screenMeta } from './support/screen-meta.js';

const meta = {
  title: 'Screens/ProductForm',
  tags: ['!autodocs'],
  ...screenMeta(
    'The app’s create-product screen (`/products/create`). It checks on submit; errors show under each field and in the summary, which takes focus. Usable by keyboard alone.',
    {
      path: '/products/create',
      user: seller,
      answers: { 'GET marketplace/categories/': categories },
    },
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sends the empty form from the keyboard: the summary of what is missing takes focus. */
async function submitEmpty({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = await shownScreen(canvasElement);
  const submit = canvas.getAllByRole('button', { name: 'Create product' }).at(-1)!;
  await pressEnterOn(submit);
  const summary = await canvas.findByRole('region', { name: 'Please check the following' });
  await waitFor(() => expect(summary).toHaveFocus());
  return { canvas, summary };
}

export const SubmitEmpty: Story = {
  play: async (context) => {
    const { canvas, summary } = await submitEmpty(context);
    // Every required field has its link in the summary, the shipping price among them.
    const links = within(summary).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(5);
    // Each error sits under its field, read with it.
    const name = canvas.getByRole('textbox', { name: /^Name/ });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/This field is required/);
    // A link leads to its field.
    await pressEnterOn(links[0]!);
    await expect(name).toHaveFocus();
  },
};

export const FillByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await shownScreen(canvasElement);
    // The fields in the order Tab reaches them, the shipping price right after the price.
    canvas.getByRole('textbox', { name: /^Name/ }).focus();
    await userEvent.keyboard('Taza');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /^Short description/ })).toHaveFocus();
    canvas.getByRole('textbox', { name: /^Price/ }).focus();
    await userEvent.keyboard('24');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /^Shipping/ })).toHaveFocus();
  },
};

/** The screenshot's play: the form sent empty, every field's error and the summary shown. */
const showErrors = async (context: { canvasElement: HTMLElement }) => {
  await submitEmpty(context);
};

export const TestLight: Story = { play: showErrors, ...onPage('lightLtr') };
export const TestDark: Story = { play: showErrors, ...onPage('darkRtl') };
export const TestSemiDark: Story = { play: showErrors, ...onPage('semiDarkLtr') };

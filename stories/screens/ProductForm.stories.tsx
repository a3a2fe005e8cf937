import type { Product, ProductSummary } from '@plaza/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../play/overlay.js';
import { pressEnterOn } from '../play/screens/keyboard.js';
import { shownScreen } from '../play/screens/shown-screen.js';
import { onPage } from '../ui/support/SchemeMatrix.js';
import { reply, type Answers } from './support/fixture-api.js';
import { categories, products } from './support/fixtures/catalogue.js';
import { onePage } from './support/fixtures/pages.js';
import { seller } from './support/fixtures/people.js';
import { screenMeta } from './support/screen-meta.js';

/** What the last product created in a story sent (CreateByKeyboard's), as the server reads it. */
let sent: FormData | undefined;

/**
 * The create screen's calls for one story: a product created is the seller's, awaiting approval,
 * and My products lists it.
 */
function productAnswers(): Answers {
  const mine: ProductSummary[] = [];
  sent = undefined;
  return {
    'GET marketplace/categories/': categories,
    'GET marketplace/products/mine/': () => onePage(mine),
    'POST marketplace/products/': ({ body }) => {
      sent = body as FormData;
      const created: Product = {
        ...products[3]!,
        id: 9,
        name: String(sent.get('name')),
        status: 'pending_approval',
        description: String(sent.get('description')),
        attributes: [],
        levels: [],
      };
      mine.push(created);
      return reply(201, created);
    },
  };
}

/** A real 8 × 8 PNG, as the file picker would hand over. */
async function photo(name: string) {
  const canvas = new OffscreenCanvas(8, 8);
  const context = canvas.getContext('2d')!;
  context.fillStyle = 'teal';
  context.fillRect(0, 0, 8, 8);
  return new File([await canvas.convertToBlob({ type: 'image/png' })], name, {
    type: 'image/png',
  });
}

const meta = {
  title: 'Screens/ProductForm',
  tags: ['!autodocs'],
  // Its plays read the English catalogue.
  globals: { locale: 'en' },
  ...screenMeta(
    'The app’s create-product screen (`/products/create`). It checks on submit; errors show under each field and in the summary, which takes focus. Usable by keyboard alone.',
    {
      path: '/products/create',
      user: seller,
      answers: productAnswers,
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

export const CreateByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await shownScreen(canvasElement);
    const typeInto = async (name: RegExp, text: string) => {
      canvas.getByRole('textbox', { name }).focus();
      await userEvent.keyboard(text);
    };
    await typeInto(/^Name/, 'Taza');
    await typeInto(/^Short description/, 'Taza 350 ml');
    await typeInto(/^Description/, 'Hecha a mano.');
    // Typing on the closed select chooses by first letters.
    canvas.getByRole('button', { name: /Category/ }).focus();
    await userEvent.keyboard('k');
    await expect(canvas.getByRole('button', { name: /Category/ })).toHaveTextContent('Kitchen');
    await typeInto(/^Price/, '24');
    await typeInto(/^Quantity/, '12');
    // What choosing in the system's file dialog gives.
    await userEvent.upload(
      canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!,
      await photo('taza.png'),
    );
    await canvas.findByRole('row', { name: 'taza.png' });
    await typeInto(/^Attribute name/, 'Material');
    await typeInto(/^Value/, 'Cerámica');
    await typeInto(/^Level 1/, '10');
    await pressEnterOn(canvas.getAllByRole('button', { name: 'Create product' }).at(-1)!);

    // Sent with every field and the photo; then My products, with the new one awaiting approval.
    await expectToast(canvasElement, 'Product created: awaiting approval', 5000);
    await expect(sent?.get('name')).toBe('Taza');
    await expect(sent?.get('category')).toBe('2');
    await expect(sent?.get('price')).toBe('24.00');
    await expect(sent?.get('attributes[0][value]')).toBe('Cerámica');
    await expect(sent?.get('photos[0]')).toBeInstanceOf(File);
    await expect(await canvas.findByRole('row', { name: /Taza/ })).toBeVisible();
  },
};

/** The screenshot's play: the form sent empty, every field's error and the summary shown. */
const showErrors = async (context: { canvasElement: HTMLElement }) => {
  await submitEmpty(context);
};

export const TestLight: Story = {
  play: showErrors,
  ...onPage('lightLtr'),
  tags: ['!autodocs', 'visual'],
};
export const TestDark: Story = {
  play: showErrors,
  ...onPage('darkRtl'),
  tags: ['!autodocs', 'visual'],
};
export const TestSemiDark: Story = {
  play: showErrors,
  ...onPage('semiDarkLtr'),
  tags: ['!autodocs', 'visual'],
};

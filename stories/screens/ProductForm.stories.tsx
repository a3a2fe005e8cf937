import type { Product, ProductSummary } from '@plaza/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../play/overlay.js';
import { appWordsIn, type AppWords } from '../play/screens/app-words.js';
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

type PlayContext = { canvasElement: HTMLElement; globals: { locale?: unknown } };

/** The form's text box labelled `label` (its required mark is only drawn, not in its name). */
const textbox = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('textbox', { name: label });

/** The form's own submit button, the last of those named so (the page's title has the words too). */
const createButton = (canvasElement: HTMLElement, t: AppWords) =>
  within(canvasElement)
    .getAllByRole('button', { name: t('productForm.create') })
    .at(-1)!;

/** Sends the empty form from the keyboard: the summary of what is missing takes focus. */
async function submitEmpty(context: PlayContext) {
  const t = appWordsIn(context);
  const canvas = await shownScreen(context.canvasElement);
  await pressEnterOn(createButton(context.canvasElement, t));
  const summary = await canvas.findByRole('region', { name: t('form.errorSummary') });
  await waitFor(() => expect(summary).toHaveFocus());
  return { canvas, summary, t };
}

export const SubmitEmpty: Story = {
  play: async (context) => {
    const { summary, t } = await submitEmpty(context);
    // Every required field has its link in the summary, the shipping price among them.
    const links = within(summary).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(5);
    // Each error sits under its field, read with it.
    const name = textbox(context.canvasElement, t('productForm.name'));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(
      expect.stringContaining(t('form.error.required')),
    );
    // A link leads to its field.
    await pressEnterOn(links[0]!);
    await expect(name).toHaveFocus();
  },
};

export const FillByKeyboard: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const t = appWordsIn(context);
    await shownScreen(canvasElement);
    // The fields in the order Tab reaches them, the shipping price right after the price.
    textbox(canvasElement, t('productForm.name')).focus();
    await userEvent.keyboard('Taza');
    await userEvent.tab();
    await expect(textbox(canvasElement, t('productForm.shortDescription'))).toHaveFocus();
    textbox(canvasElement, t('productForm.price')).focus();
    await userEvent.keyboard('24');
    await userEvent.tab();
    await expect(textbox(canvasElement, t('productForm.shippingPrice'))).toHaveFocus();
  },
};

/** The category the select's first letter reaches: the fixture's, named as the server names it. */
const kitchen = categories.find(({ slug }) => slug === 'kitchen')!;

export const CreateByKeyboard: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const t = appWordsIn(context);
    const canvas = await shownScreen(canvasElement);
    const typeInto = async (label: string, text: string) => {
      textbox(canvasElement, label).focus();
      await userEvent.keyboard(text);
    };
    await typeInto(t('productForm.name'), 'Taza');
    await typeInto(t('productForm.shortDescription'), 'Taza 350 ml');
    await typeInto(t('productForm.description'), 'Hecha a mano.');
    // Typing on the closed select chooses by first letters.
    const category = () =>
      canvas.getByRole('button', { name: new RegExp(t('productForm.category')) });
    category().focus();
    await userEvent.keyboard(kitchen.name.charAt(0).toLowerCase());
    await expect(category()).toHaveTextContent(kitchen.name);
    await typeInto(t('productForm.price'), '24');
    await typeInto(t('productForm.quantity'), '12');
    // What choosing in the system's file dialog gives.
    await userEvent.upload(
      canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!,
      await photo('taza.png'),
    );
    await canvas.findByRole('row', { name: 'taza.png' });
    await typeInto(t('productForm.attributeName'), 'Material');
    await typeInto(t('productForm.attributeValue'), 'Cerámica');
    await typeInto(t('productForm.levelPercentage', { level: 1 }), '10');
    await pressEnterOn(createButton(canvasElement, t));

    // Sent with every field and the photo; then My products, with the new one awaiting approval.
    await expectToast(canvasElement, t('productForm.created'), 5000);
    await expect(sent?.get('name')).toBe('Taza');
    await expect(sent?.get('category')).toBe(String(kitchen.id));
    await expect(sent?.get('price')).toBe('24.00');
    await expect(sent?.get('attributes[0][value]')).toBe('Cerámica');
    await expect(sent?.get('photos[0]')).toBeInstanceOf(File);
    await expect(await canvas.findByRole('row', { name: /Taza/ })).toBeVisible();
  },
};

/** The screenshot's play: the form sent empty, every field's error and the summary shown. */
const showErrors = async (context: PlayContext) => {
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

import { Button, CartDrawer, media, type CartDrawerProps, type CartLineData } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { settledDialog } from '../play/dialog.js';
import { closeWithEscape, expectClosed } from '../play/overlay.js';
import { cartLabels, cartLabelsIn, cartLineNamesIn, cartLines } from './support/sample.js';
import { inSampleLanguage, type SampleLanguage } from './support/sample-language.js';
import { onPageInEveryScheme } from './support/SchemeMatrix.js';

/** The story's button that opens the drawer, in each sample language. */
const openCartIn: Record<SampleLanguage, string> = { es: 'Abrir el carrito', en: 'Open cart' };

interface CartProps extends CartDrawerProps {
  /** The text of the button that opens the drawer. */
  openCart?: string;
}

/** The drawer with the cart state an app would keep, opened from a button. */
function Cart({ lines: initial, openCart = openCartIn.en, ...props }: CartProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  const [lines, setLines] = useState<readonly CartLineData[]>(initial);
  return (
    <>
      <Button onPress={() => setOpen(true)}>{openCart}</Button>
      <CartDrawer
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          props.onOpenChange(open);
          setOpen(open);
        }}
        lines={lines}
        onQuantityChange={(id, quantity) => {
          props.onQuantityChange(id, quantity);
          setLines(lines.map((line) => (line.id === id ? { ...line, quantity } : line)));
        }}
        onRemove={(id) => {
          props.onRemove(id);
          setLines(lines.filter((line) => line.id !== id));
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/Commerce/CartDrawer',
  component: CartDrawer,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    onOpenChange: fn(),
    lines: cartLines,
    onQuantityChange: fn(),
    onRemove: fn(),
    cartHref: '#cart',
    labels: cartLabels,
  },
  argTypes: { lines: { control: 'object' }, labels: { control: false } },
  // The labels and the products' names follow the Locale toolbar, as the app's messages do.
  render: (args, context) => {
    const names = inSampleLanguage(context, cartLineNamesIn);
    return (
      <Cart
        {...args}
        lines={args.lines.map((line) => ({ ...line, name: names[line.id] ?? line.name }))}
        labels={inSampleLanguage(context, cartLabelsIn)}
        openCart={inSampleLanguage(context, openCartIn)}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'The cart as a side drawer (docs/product.md section 2): 400 px wide, 300 px below 640 px. Each line has its picture, name, price × quantity, a quantity stepper (react-aria NumberField: 1 to 10 and never above the line’s stock, so minus is disabled at 1 and plus at the limit, and a typed value is clamped), and remove. Amounts are US dollars through `Money` in the current locale, isolated for bidi so “price × quantity” never reads backwards right to left; the subtotal is derived from the lines.',
      },
    },
  },
} satisfies Meta<typeof CartDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer, named by its title in the language `labels` are in. */
const drawerOf = (canvas: HTMLElement, labels: { title: string } = cartLabels) =>
  settledDialog(canvas, labels.title);

/** What a play reads, in each sample language. */
const shown = {
  es: { lampTimesThree: '24,50 US$ × 3', subtotal: '237,98 US$', withoutFern: '50,48 US$' },
  en: { lampTimesThree: '$24.50 × 3', subtotal: '$237.98', withoutFern: '$50.48' },
};

/** The story's labels, product names and expected text, as its toolbar locale reads them. */
const sampleOf = (context: { globals: { locale?: unknown } }) => ({
  label: inSampleLanguage(context, cartLabelsIn),
  name: inSampleLanguage(context, cartLineNamesIn),
  text: inSampleLanguage(context, shown),
});

/**
 * Waits until `text` shows in the open drawer, finding the drawer afresh on every try: on a busy
 * machine the story can render again after its play function has started, replacing the drawer.
 */
/** The innermost element whose whole text is `text`, even across children ("<bdi>$24.50</bdi> × 3"). */
const wholeText = (text: string) => {
  // As getByText's own matcher does: Intl's no-break spaces count as spaces.
  const has = (node: Element) => node.textContent?.replace(/\s+/g, ' ') === text;
  return (_: string, element: Element | null) =>
    element !== null && has(element) && ![...element.children].some(has);
};

const seeInDrawer = (canvas: HTMLElement, text: string, labels: { title: string } = cartLabels) =>
  waitFor(async () =>
    expect(within(await drawerOf(canvas, labels)).getByText(wholeText(text))).toBeVisible(),
  );

export const Wide: Story = {
  name: '400 px wide',
  globals: { viewport: { value: 'laptop' } },
  play: async (context) => {
    const drawer = await drawerOf(context.canvasElement, sampleOf(context).label);
    await waitFor(() => expect(drawer.parentElement!.getBoundingClientRect().width).toBe(400));
  },
};

/** 300 px below `sm` (the phone the story fixes), 400 px from it (the story opened alone on a wider page). */
export const Narrow: Story = {
  name: '300 px below 640 px',
  globals: { viewport: { value: 'mobile' } },
  play: async (context) => {
    const drawer = await drawerOf(context.canvasElement, sampleOf(context).label);
    const width = window.matchMedia(media.sm).matches ? 400 : 300;
    await waitFor(() => expect(drawer.parentElement!.getBoundingClientRect().width).toBe(width));
  },
};

export const QuantityStopsAtStock: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const { label, name, text } = sampleOf(context);
    const drawer = within(await drawerOf(canvasElement, label));
    // The lamp has 1 in the cart and 3 in stock.
    const quantity = drawer.getByRole('textbox', { name: label.quantity(name.lamp!) });
    const plus = drawer.getByRole('button', { name: label.increase(name.lamp!) });
    const minus = drawer.getByRole('button', { name: label.decrease(name.lamp!) });
    await expect(minus).toBeDisabled();

    plus.focus();
    await userEvent.keyboard('{Enter}{Enter}');
    await expect(quantity).toHaveValue('3');
    await expect(plus).toBeDisabled();
    await expect(minus).toBeEnabled();
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith('lamp', 3);
    await seeInDrawer(canvasElement, text.lampTimesThree, label);

    // Arrow keys in the field stop at the limit too.
    quantity.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(quantity).toHaveValue('3');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(quantity).toHaveValue('1');
    await expect(minus).toBeDisabled();
  },
};

export const QuantityStopsAtTen: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const { label, name } = sampleOf(context);
    const drawer = within(await drawerOf(canvasElement, label));
    // The fern has 10 in the cart and 12 in stock: ten is the most a line holds.
    const quantity = drawer.getByRole('textbox', { name: label.quantity(name.plant!) });
    await expect(quantity).toHaveValue('10');
    await expect(drawer.getByRole('button', { name: label.increase(name.plant!) })).toBeDisabled();

    // A typed value above the limit is brought back to it.
    await userEvent.tripleClick(quantity);
    await userEvent.keyboard('50{Enter}');
    await expect(quantity).toHaveValue('10');
    await userEvent.tripleClick(quantity);
    await userEvent.keyboard('0{Enter}');
    await expect(quantity).toHaveValue('1');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith('plant', 1);
  },
};

export const RemoveAndSubtotal: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const { label, name, text } = sampleOf(context);
    // 24.50 + 2 × 12.99 + 10 × 18.75
    await seeInDrawer(canvasElement, text.subtotal, label);
    const drawer = within(await drawerOf(canvasElement, label));
    drawer.getByRole('button', { name: label.remove(name.plant!) }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith('plant');
    // The story's cart re-renders after the press: wait for it rather than racing a busy machine.
    await seeInDrawer(canvasElement, text.withoutFern, label);
    await waitFor(() => expect(drawer.queryByText(name.plant!)).toBeNull());
  },
};

export const ContinuePurchaseCloses: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const { label } = sampleOf(context);
    const drawer = within(await drawerOf(canvasElement, label));
    await expect(drawer.getByRole('link', { name: label.viewCart })).toHaveAttribute(
      'href',
      '#cart',
    );
    drawer.getByRole('button', { name: label.continue }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expectClosed(canvasElement, 'dialog');

    // Reopened from its button, Escape closes it too.
    const openCart = inSampleLanguage(context, openCartIn);
    await userEvent.click(within(canvasElement).getByRole('button', { name: openCart }));
    await drawerOf(canvasElement, label);
    await closeWithEscape(canvasElement, 'dialog');
  },
};

export const Empty: Story = {
  args: { lines: [] },
  play: async (context) => {
    const { canvasElement } = context;
    const { label } = sampleOf(context);
    await seeInDrawer(canvasElement, label.empty, label);
    await expect(
      within(await drawerOf(canvasElement, label)).queryByText(label.subtotal),
    ).toBeNull();
  },
};

export const SpanishMoney: Story = {
  name: 'Money in Spanish',
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    // Still dollars, written the Spanish way.
    await seeInDrawer(canvasElement, '24,50 US$ × 1', cartLabelsIn.es);
  },
};

const Open = () => <Cart {...(meta.args as CartDrawerProps)} />;

// The drawer is portalled to <body>, so each scheme and direction is a page of its own.
export const TestEveryScheme: Story = {
  ...onPageInEveryScheme(Open),
  tags: ['!autodocs', 'visual'],
};

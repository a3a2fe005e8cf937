import { ProductCard, type ProductCardData, type ProductCardProps } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FieldGrid } from '../play/field-grid.js';
import { expectStars, productRating } from '../play/ratings.js';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage, sampleLanguage } from './support/sample-language.js';
import { productCardLabels, productCardLabelsIn, productIn, products } from './support/products.js';

const [lamp, mug, , chair] = products as [
  (typeof products)[0],
  (typeof products)[0],
  (typeof products)[0],
  (typeof products)[0],
];

/** What a play reads, in each sample language. */
const shown = {
  es: {
    lamp: 'Lámpara de escritorio',
    lampPhoto: 'Lámpara de escritorio, foto del producto',
    shipping: '5,00 US$',
    withShipping: '+ 5,00 US$ de envío',
    addLamp: 'Agregar al carrito Lámpara de escritorio',
    adding: /Agregando/,
    free: 'Envío gratis',
    soldOut: 'Agotado',
    chair: 'Silla de roble',
    addChair: 'Agregar al carrito Silla de roble',
    stars: '4,5 de 5 estrellas, 12 opiniones',
    starsText: '4,5 (12)',
  },
  en: {
    lamp: 'Desk lamp',
    lampPhoto: 'Desk lamp, product photo',
    shipping: '$5.00',
    withShipping: '+ $5.00 shipping',
    addLamp: 'Add to cart Desk lamp',
    adding: /Adding/,
    free: 'Free shipping',
    soldOut: 'Sold out',
    chair: 'Oak chair',
    addChair: 'Add to cart Oak chair',
    stars: '4.5 out of 5 stars, 12 reviews',
    starsText: '4.5 (12)',
  },
};

/** Adding takes a moment, as a request would. */
function AddsAfterAWhile(props: ProductCardProps) {
  const [isAdding, setAdding] = useState(false);
  return (
    <ProductCard
      {...props}
      isAdding={isAdding}
      onAddToCart={(id) => {
        props.onAddToCart(id);
        setAdding(true);
        setTimeout(() => setAdding(false), 1500);
      }}
    />
  );
}

const meta = {
  title: 'Components/Commerce/ProductCard',
  component: ProductCard,
  tags: ['autodocs'],
  args: { product: lamp, labels: productCardLabels, onAddToCart: fn() },
  argTypes: { labels: { control: false } },
  // The product's words and the labels follow the Locale toolbar, as the app's messages do.
  render: (args, context) => {
    const language = sampleLanguage(context);
    return (
      <div style={{ maxInlineSize: '18rem' }}>
        <AddsAfterAWhile
          {...args}
          product={productIn(args.product, language)}
          labels={productCardLabelsIn[language]}
        />
      </div>
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'A product in a grid. The name is the card’s one link (router-agnostic: with `PlazaProvider`’s `navigate` it routes client-side) and is stretched over the whole card, so the photo opens the product too, while the add button sits above it: no interactive element inside another. The add button’s name is its text followed by the product’s (“Add to cart Desk lamp”), so a list of them makes sense to screen readers. Sold out (stock 0) shows a badge and disables the button; `isAdding` shows the pending label. Shipping reads `labels.shipping(cost)` or `labels.freeShipping`.',
      },
    },
  },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {
  play: async (context) => {
    const text = inSampleLanguage(context, shown);
    const canvas = within(context.canvasElement);
    const card = canvas.getByRole('article', { name: text.lamp });
    await expect(within(card).getByRole('img', { name: text.lampPhoto })).toBeVisible();
    await expect(within(card).getByText(text.shipping).parentElement).toHaveTextContent(
      text.withShipping,
    );

    // One link, then the add button: nothing else in the tab order.
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: text.lamp });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#product-lamp');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: text.addLamp })).toHaveFocus();
  },
};

export const AddToCart: Story = {
  play: async (context) => {
    const { args } = context;
    const text = inSampleLanguage(context, shown);
    const canvas = within(context.canvasElement);
    canvas.getByRole('button', { name: text.addLamp }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddToCart).toHaveBeenCalledWith('lamp');

    // While adding, the button keeps focus, says so, and ignores more presses.
    const pending = await canvas.findByRole('button', { name: text.adding });
    await expect(pending).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: text.addLamp })).toBeEnabled(), {
      timeout: 4000,
    });
  },
};

export const FreeShipping: Story = {
  args: { product: mug },
  play: async (context) => {
    const text = inSampleLanguage(context, shown);
    await expect(within(context.canvasElement).getByText(text.free)).toBeVisible();
  },
};

export const SoldOut: Story = {
  args: { product: chair },
  play: async (context) => {
    const { args } = context;
    const text = inSampleLanguage(context, shown);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(text.soldOut)).toBeVisible();
    const add = canvas.getByRole('button', { name: text.addChair });
    await expect(add).toBeDisabled();

    // The product can still be opened; the disabled button is skipped.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: text.chair })).toHaveFocus();
    await userEvent.tab();
    await expect(add).not.toHaveFocus();
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

export const FirstCard: Story = {
  name: 'First card of a page',
  args: {
    product: { ...lamp, imageSrcSet: `${lamp.imageSrc} 400w, ${lamp.imageSrc} 1200w` },
    imagePriority: 'high',
  },
  play: async (context) => {
    const text = inSampleLanguage(context, shown);
    // Its place is reserved before the photo arrives, it is fetched first, and wide or sharp
    // screens may pick the larger file.
    const photo = within(context.canvasElement).getByRole('img', { name: text.lampPhoto });
    await expect(photo).toHaveAttribute('width', '400');
    await expect(photo).toHaveAttribute('height', '400');
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await expect(photo).toHaveAttribute('loading', 'eager');
    await expect(photo.getAttribute('srcset')).toMatch(/ 400w, .* 1200w$/);
    await expect(photo).toHaveAttribute('sizes');
  },
};

export const BelowTheFold: Story = {
  name: 'Card below the fold',
  args: { imagePriority: 'lazy' },
  play: async (context) => {
    const text = inSampleLanguage(context, shown);
    const photo = within(context.canvasElement).getByRole('img', { name: text.lampPhoto });
    await expect(photo).toHaveAttribute('loading', 'lazy');
    await expect(photo).toHaveAttribute('fetchpriority', 'auto');
  },
};

export const WithoutPhoto: Story = {
  args: { product: { ...lamp, imageSrc: undefined } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** The lamp with twelve reviews, as explore shows a rated product. */
const ratedLamp = { ...lamp, rating: productRating(4.5, 12) };

export const WithRating: Story = {
  args: { product: ratedLamp },
  // The rating's words follow the toolbar too.
  render: (args, context) =>
    meta.render(
      {
        ...args,
        product: { ...args.product, rating: productRating(4.5, 12, sampleLanguage(context)) },
      },
      context,
    ),
  play: async (context) => {
    const text = inSampleLanguage(context, shown);
    const canvas = within(context.canvasElement);
    const card = canvas.getByRole('article', { name: text.lamp });
    await expectStars(card, text.stars, text.starsText);

    // The stars are not a stop of their own: the link, then the add button.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: text.lamp })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: text.addLamp })).toHaveFocus();
  },
};

const noop = () => {};

/** A card in a matrix: the sample labels, and an add button that does nothing. */
const matrixCard = (product: ProductCardData, isAdding = false) => (
  <ProductCard
    product={product}
    labels={productCardLabels}
    onAddToCart={noop}
    isAdding={isAdding}
  />
);

function Matrix() {
  return (
    <FieldGrid>
      {matrixCard(lamp)}
      {matrixCard(mug, true)}
      {matrixCard(chair)}
    </FieldGrid>
  );
}

/** Rated cards beside an unrated one; apart from Matrix, so its baselines stay as they were. */
function RatedMatrix() {
  return (
    <FieldGrid>
      {matrixCard(ratedLamp)}
      {matrixCard({ ...chair, rating: productRating(3, 1) })}
      {matrixCard(mug)}
    </FieldGrid>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
export const TestRatedLight: Story = {
  ...inScheme('light', RatedMatrix),
  tags: ['!autodocs', 'visual'],
};
export const TestRatedDark: Story = {
  ...inScheme('dark', RatedMatrix),
  tags: ['!autodocs', 'visual'],
};
export const TestRatedSemiDark: Story = {
  ...inScheme('semi-dark', RatedMatrix),
  tags: ['!autodocs', 'visual'],
};

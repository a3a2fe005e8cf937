import { Button, ReviewCard } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FieldGrid } from '../play/field-grid.js';
import { expectStars, outOfFive, rated, writtenOn } from '../play/ratings.js';
import { inScheme } from './support/SchemeMatrix.js';
import {
  inSampleLanguage,
  sampleLanguage,
  type SampleLanguage,
} from './support/sample-language.js';
import { productPicture } from './support/products.js';

const reply = {
  text: 'Thank you, Marta! The 3000 K bulb is the warmest we sell; we will say so on the page.',
  ...writtenOn('2026-05-05T10:12:00Z'),
};

/** The sample review's words, in each sample language; the label as the app's catalogues word it. */
const sampleIn = {
  es: {
    comment:
      'Luz cálida y una base firme. El brazo chirría un poco cuando lo muevo.\nLa volvería a comprar.',
    reply:
      '¡Gracias, Marta! La bombilla de 3000 K es la más cálida que vendemos; lo diremos en la página.',
    product: 'Lámpara de escritorio',
    labels: { reply: 'Respuesta del vendedor' },
    edit: 'Editar',
    replyTo: 'Responder',
  },
  en: {
    comment:
      'Warm light and a sturdy base. The arm squeaks a little when I move it.\nWould buy again.',
    reply: reply.text,
    product: 'Desk lamp',
    labels: { reply: 'Seller’s reply' },
    edit: 'Edit',
    replyTo: 'Reply',
  },
};

/** What a play reads, in each sample language. */
const shown = {
  es: {
    date: '3 de mayo de 2026',
    replyDate: '5 de mayo de 2026',
    four: '4 de 5 estrellas',
    five: '5 de 5 estrellas',
    reply: /bombilla de 3000 K/,
  },
  en: {
    date: 'May 3, 2026',
    replyDate: 'May 5, 2026',
    four: '4 out of 5 stars',
    five: '5 out of 5 stars',
    reply: /3000 K bulb/,
  },
};

/** The screen's own buttons on a list across products: edit and reply. */
function Actions({ language }: { language: SampleLanguage }) {
  return (
    <>
      <Button variant="secondary" size="sm" onPress={edit}>
        {sampleIn[language].edit}
      </Button>
      <Button size="sm" onPress={replyTo}>
        {sampleIn[language].replyTo}
      </Button>
    </>
  );
}

const edit = fn();
const replyTo = fn();

const meta = {
  title: 'Components/Commerce/ReviewCard',
  component: ReviewCard,
  tags: ['autodocs'],
  args: {
    author: { name: 'Marta Ruiz', avatarSrc: productPicture(200, 'ring') },
    ...writtenOn('2026-05-03T18:40:00Z'),
    ...rated(4),
    comment: sampleIn.en.comment,
    reply,
    labels: { reply: 'Seller’s reply' },
    headingLevel: 3,
  },
  argTypes: { actions: { control: false }, labels: { control: false } },
  // The sample's words follow the Locale toolbar, as the app's messages do; what a story leaves
  // out (no comment, no reply) stays out.
  render: (args, context) => {
    const language = sampleLanguage(context);
    const words = sampleIn[language];
    return (
      <div style={{ maxInlineSize: '36rem' }}>
        <ReviewCard
          {...args}
          {...writtenOn(args.dateTime, language)}
          ratingLabel={outOfFive(args.rating, language)}
          comment={args.comment && words.comment}
          reply={args.reply && { text: words.reply, ...writtenOn(args.reply.dateTime, language) }}
          product={args.product && { ...args.product, name: words.product }}
          actions={args.actions && <Actions language={language} />}
          labels={words.labels}
        />
      </div>
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'One buyer’s review: an `<article>` named by its heading, the author’s name, with the avatar beside it (decorative, as the name is there), the date as a `<time>`, the stars (one picture named by `ratingLabel`), the comment with its line breaks, and the seller’s reply set apart by an indent and a line at its inline start, under a heading one level below the card’s. On lists across products (a seller’s page, My Sales, admin) `product` links to the product reviewed. `actions` are the screen’s own buttons (edit, reply, hide), placed at the card’s end.',
      },
    },
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithReply: Story = {
  play: async (context) => {
    const text = inSampleLanguage(context, shown);
    const canvas = within(context.canvasElement);
    const card = canvas.getByRole('article', { name: 'Marta Ruiz' });
    await expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Marta Ruiz');
    await expect(within(card).getByText(text.date)).toHaveAttribute(
      'datetime',
      '2026-05-03T18:40:00Z',
    );
    await expectStars(card, text.four);

    // The reply is a group of its own, under a heading one level down.
    const words = inSampleLanguage(context, sampleIn);
    const sellerReply = within(canvas.getByRole('group', { name: words.labels.reply }));
    await expect(sellerReply.getByRole('heading', { level: 4 })).toBeVisible();
    await expect(sellerReply.getByText(text.reply)).toBeVisible();
    await expect(sellerReply.getByText(text.replyDate)).toHaveAttribute('datetime', reply.dateTime);
  },
};

export const AcrossProducts: Story = {
  name: 'On a list across products, with actions',
  args: {
    author: { name: 'Ana López', avatarSrc: null },
    reply: null,
    product: { name: 'Desk lamp', href: '#product-lamp' },
    headingLevel: 2,
    actions: <Actions language="en" />,
  },
  play: async (context) => {
    const words = inSampleLanguage(context, sampleIn);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ana López' })).toBeVisible();
    await expect(canvas.queryByRole('group')).toBeNull();

    // The product first, then the screen's actions, in reading order.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: words.product })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: words.edit })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(edit).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(replyTo).toHaveBeenCalledTimes(1);
  },
};

export const StarsOnly: Story = {
  name: 'Stars without a comment',
  args: { comment: null, reply: null, ...rated(5) },
  play: async (context) => {
    const text = inSampleLanguage(context, shown);
    const card = within(context.canvasElement).getByRole('article', { name: 'Marta Ruiz' });
    await expectStars(card, text.five);
    await expect(card.querySelector('p')).toBeNull();
  },
};

function Matrix() {
  return (
    <FieldGrid minColumn="18rem">
      <ReviewCard {...meta.args} />
      <ReviewCard
        author={{ name: 'Ana López' }}
        {...writtenOn('2026-04-28T09:00:00Z')}
        {...rated(2)}
        comment="It arrived with a dent in the shade."
        product={{ name: 'Desk lamp', href: '#product-lamp' }}
        labels={meta.args.labels}
        actions={
          <Button size="sm" variant="secondary">
            Reply
          </Button>
        }
      />
      <ReviewCard
        author={{ name: 'Jun' }}
        {...writtenOn('2026-04-02T09:00:00Z')}
        {...rated(5)}
        labels={meta.args.labels}
      />
    </FieldGrid>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};

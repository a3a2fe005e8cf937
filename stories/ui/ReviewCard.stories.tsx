import { Button, ReviewCard } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FieldGrid } from '../play/field-grid.js';
import { expectStars, rated, writtenOn } from '../play/ratings.js';
import { inScheme } from './support/SchemeMatrix.js';
import { productPicture } from './support/products.js';

const reply = {
  text: 'Thank you, Marta! The 3000 K bulb is the warmest we sell; we will say so on the page.',
  ...writtenOn('2026-05-05T10:12:00Z'),
};

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
    comment:
      'Warm light and a sturdy base. The arm squeaks a little when I move it.\nWould buy again.',
    reply,
    labels: { reply: 'Seller’s reply' },
    headingLevel: 3,
  },
  argTypes: { actions: { control: false }, labels: { control: false } },
  globals: { locale: 'en' },
  render: (args) => (
    <div style={{ maxInlineSize: '36rem' }}>
      <ReviewCard {...args} />
    </div>
  ),
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Marta Ruiz' });
    await expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Marta Ruiz');
    await expect(within(card).getByText('May 3, 2026')).toHaveAttribute(
      'datetime',
      '2026-05-03T18:40:00Z',
    );
    await expectStars(card, '4 out of 5 stars');

    // The reply is a group of its own, under a heading one level down.
    const sellerReply = within(canvas.getByRole('group', { name: 'Seller’s reply' }));
    await expect(sellerReply.getByRole('heading', { level: 4 })).toBeVisible();
    await expect(sellerReply.getByText(/3000 K bulb/)).toBeVisible();
    await expect(sellerReply.getByText('May 5, 2026')).toHaveAttribute('datetime', reply.dateTime);
  },
};

export const AcrossProducts: Story = {
  name: 'On a list across products, with actions',
  args: {
    author: { name: 'Ana López', avatarSrc: null },
    reply: null,
    product: { name: 'Desk lamp', href: '#product-lamp' },
    headingLevel: 2,
    actions: (
      <>
        <Button variant="secondary" size="sm" onPress={edit}>
          Edit
        </Button>
        <Button size="sm" onPress={replyTo}>
          Reply
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ana López' })).toBeVisible();
    await expect(canvas.queryByRole('group')).toBeNull();

    // The product first, then the screen's actions, in reading order.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Desk lamp' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus();
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
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Marta Ruiz' });
    await expectStars(card, '5 out of 5 stars');
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

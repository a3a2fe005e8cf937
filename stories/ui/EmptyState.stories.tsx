import { MagnifyingGlassIcon } from '@phosphor-icons/react/dist/ssr/MagnifyingGlass';
import { ReceiptIcon } from '@phosphor-icons/react/dist/ssr/Receipt';
import { Button, EmptyState, LinkButton, vars, type EmptyStateProps } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, fn, within } from 'storybook/test';
import { pressEmptyStateAction } from '../play/empty-state.js';
import { tabTo } from '../play/fields.js';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';

const explore = fn();
const clearFilters = fn();
const ratePurchases = fn();

/** The stories' words, as the app's catalogues word them, in each sample language. */
const wordsIn = {
  es: {
    purchases: {
      title: 'Todavía no tienes compras',
      text: 'Lo que compres aparecerá aquí, con su estado.',
      action: 'Explorar productos',
    },
    noResults: {
      title: 'No encontramos productos',
      text: 'Prueba con menos palabras u otra categoría.',
      action: 'Quitar filtros',
    },
    reviews: { title: 'Todavía no hay opiniones', action: 'Calificar mis compras' },
  },
  en: {
    purchases: {
      title: 'No purchases yet',
      text: 'What you buy in the plaza shows up here, with its status.',
      action: 'Explore products',
    },
    noResults: {
      title: 'No products match',
      text: 'Try fewer words or another category.',
      action: 'Clear filters',
    },
    reviews: { title: 'No reviews yet', action: 'Rate my purchases' },
  },
};

type Words = (typeof wordsIn)['en'];
type Context = { globals: { locale?: unknown } };

/** A story's words in its sample language. */
const wordsOf = <Key extends keyof Words>(context: Context, key: Key): Words[Key] =>
  inSampleLanguage(context, wordsIn)[key];

/**
 * A story's render with its `key` words in the Locale toolbar's language, as the app's messages
 * follow it: the title, the text when it has one, and `action` worded.
 */
const emptyIn =
  (key: keyof Words, action: (name: string) => ReactElement) =>
  (args: EmptyStateProps, context: Context) => {
    const words: { title: string; text?: string; action: string } = wordsOf(context, key);
    return (
      <EmptyState {...args} title={words.title} text={words.text} action={action(words.action)} />
    );
  };

const meta = {
  title: 'Components/Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: 'No purchases yet',
    text: 'What you buy in the plaza shows up here, with its status.',
    icon: <ReceiptIcon />,
    headingLevel: 2,
    action: (
      <LinkButton href="#explore" onPress={explore}>
        Explore products
      </LinkButton>
    ),
  },
  argTypes: { title: { control: false }, text: { control: false }, action: { control: false } },
  // The words follow the Locale toolbar, as the app's messages do.
  render: emptyIn('purchases', (name) => (
    <LinkButton href="#explore" onPress={explore}>
      {name}
    </LinkButton>
  )),
  parameters: {
    docs: {
      description: {
        component:
          'What a list, table or page shows when there is nothing in it: an icon (decorative), a heading at the level that fits the page, a line of text, and the action that leads on from it (`action`, required: an empty state is never a dead end), such as a link to Explore or a button that clears the filters that left a list empty. All text comes from the app.',
      },
    },
    // The widths the visual stories are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLink: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const words = wordsOf(context, 'purchases');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: words.title })).toBeVisible();
    // The action is the first stop, and Enter follows it.
    await tabTo(canvas.getByRole('link', { name: words.action }));
    await pressEmptyStateAction(canvasElement, {
      title: words.title,
      action: { role: 'link', name: words.action },
    });
    await expect(explore).toHaveBeenCalledTimes(1);
  },
};

export const NoResults: Story = {
  args: {
    title: 'No products match',
    text: 'Try fewer words or another category.',
    icon: <MagnifyingGlassIcon />,
    headingLevel: 3,
    action: (
      <Button variant="secondary" onPress={clearFilters}>
        Clear filters
      </Button>
    ),
  },
  render: emptyIn('noResults', (name) => (
    <Button variant="secondary" onPress={clearFilters}>
      {name}
    </Button>
  )),
  play: async (context) => {
    const { canvasElement } = context;
    const words = wordsOf(context, 'noResults');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(words.title);
    await pressEmptyStateAction(canvasElement, {
      title: words.title,
      action: { role: 'button', name: words.action },
    });
    await expect(clearFilters).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = {
  name: 'Title and action only',
  args: {
    title: 'No reviews yet',
    text: undefined,
    icon: undefined,
    action: (
      <LinkButton href="#purchases" variant="secondary" onPress={ratePurchases}>
        Rate my purchases
      </LinkButton>
    ),
  },
  render: emptyIn('reviews', (name) => (
    <LinkButton href="#purchases" variant="secondary" onPress={ratePurchases}>
      {name}
    </LinkButton>
  )),
  play: async (context) => {
    const words = wordsOf(context, 'reviews');
    await pressEmptyStateAction(context.canvasElement, {
      title: words.title,
      action: { role: 'link', name: words.action },
    });
    await expect(ratePurchases).toHaveBeenCalledTimes(1);
  },
};

function Matrix() {
  return (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      <EmptyState {...meta.args} />
      <EmptyState
        title="No products match"
        headingLevel={3}
        icon={<MagnifyingGlassIcon />}
        action={<Button variant="secondary">Clear filters</Button>}
      />
    </div>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};

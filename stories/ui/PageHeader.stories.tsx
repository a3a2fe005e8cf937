import { PlusIcon } from '@phosphor-icons/react/dist/ssr/Plus';
import { Button, LinkButton, PageHeader, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inScheme } from './support/SchemeMatrix.js';
import { givenWordsIn, inSampleLanguage } from './support/sample-language.js';

/** The header's words, as the app's catalogues word them where they can, in each sample language. */
const wordsIn = {
  es: {
    title: 'Mis productos',
    description: 'Todo lo que vendes, con sus unidades disponibles y su estado.',
    trail: ['Inicio', 'Vender', 'Mis productos'],
    breadcrumbsLabel: 'Ruta de navegación',
    create: 'Crear producto',
  },
  en: {
    title: 'My Products',
    description: 'Everything you sell, with its stock and status.',
    trail: ['Home', 'Selling', 'My Products'],
    breadcrumbsLabel: 'Breadcrumbs',
    create: 'Create product',
  },
};

/** The trail to My Products, in the words of `trail`. */
const breadcrumbsOf = ([home, selling, products]: readonly string[]) => [
  { label: home!, href: '#explore' },
  { label: selling!, href: '#products' },
  { label: products! },
];

const breadcrumbs = breadcrumbsOf(wordsIn.en.trail);

/** The page's action, a link to create a product. */
const createAction = (create: string) => (
  <LinkButton href="#create">
    <PlusIcon aria-hidden size="1.25em" />
    {create}
  </LinkButton>
);

const meta = {
  title: 'Components/Navigation/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  args: {
    title: wordsIn.en.title,
    description: wordsIn.en.description,
    breadcrumbs,
    breadcrumbsLabel: wordsIn.en.breadcrumbsLabel,
    actions: createAction(wordsIn.en.create),
  },
  argTypes: { actions: { control: false } },
  // The words follow the Locale toolbar, as the app's messages do; a story without breadcrumbs,
  // a description or actions keeps them out in either language.
  render: (args, context) => {
    const words = inSampleLanguage(context, wordsIn);
    return (
      <PageHeader
        {...args}
        title={words.title}
        breadcrumbs={args.breadcrumbs?.length ? breadcrumbsOf(words.trail) : args.breadcrumbs}
        breadcrumbsLabel={words.breadcrumbsLabel}
        actions={args.actions && createAction(words.create)}
        {...givenWordsIn(args, words)}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'The top of a page: breadcrumbs (react-aria Breadcrumbs; the last one is the current page), the `<h1>`, a description and the page’s actions. The separators point forward in either direction.',
      },
    },
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const words = inSampleLanguage(context, wordsIn);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    const trail = canvas.getByRole('navigation', { name: words.breadcrumbsLabel });
    // react-aria builds the crumbs' collection in a second pass.
    await expect(await within(trail).findByText(words.trail[2]!)).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.tab();
    await expect(within(trail).getByRole('link', { name: words.trail[0] })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    // The current page is not a stop: the next one is the page's action.
    await expect(canvas.getByRole('link', { name: words.create })).toHaveFocus();
  },
};

export const TitleOnly: Story = {
  args: { breadcrumbs: [], description: undefined, actions: undefined },
};

function Matrix() {
  return (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      <PageHeader {...(meta.args as Parameters<typeof PageHeader>[0])} />
      <PageHeader
        title="Made Purchases"
        breadcrumbs={[{ label: 'Administrator', href: '#admin' }, { label: 'Made Purchases' }]}
        breadcrumbsLabel="Admin breadcrumbs"
        actions={<Button variant="secondary">Export</Button>}
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

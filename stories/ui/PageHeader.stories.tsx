import { PlusIcon } from '@phosphor-icons/react/dist/ssr/Plus';
import { Button, LinkButton, PageHeader, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inScheme } from './support/SchemeMatrix.js';

const breadcrumbs = [
  { label: 'Home', href: '#explore' },
  { label: 'Selling', href: '#products' },
  { label: 'My Products' },
];

const meta = {
  title: 'Components/Navigation/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  args: {
    title: 'My Products',
    description: 'Everything you sell, with its stock and status.',
    breadcrumbs,
    breadcrumbsLabel: 'Breadcrumbs',
    actions: (
      <LinkButton href="#create">
        <PlusIcon aria-hidden size="1.25em" />
        Create product
      </LinkButton>
    ),
  },
  argTypes: { actions: { control: false } },
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Products' })).toBeVisible();
    const trail = canvas.getByRole('navigation', { name: 'Breadcrumbs' });
    // react-aria builds the crumbs' collection in a second pass.
    await expect(await within(trail).findByText('My Products')).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.tab();
    await expect(within(trail).getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    // The current page is not a stop: the next one is the page's action.
    await expect(canvas.getByRole('link', { name: 'Create product' })).toHaveFocus();
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

import { ShoppingCartIcon } from '@phosphor-icons/react/dist/ssr/ShoppingCart';
import { LinkButton, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderInScheme } from './support/SchemeMatrix.js';

const variants = ['primary', 'secondary', 'outline', 'ghost', 'danger'] as const;

const meta = {
  title: 'UI/LinkButton',
  component: LinkButton,
  tags: ['autodocs'],
  // A fragment link, so following it in Storybook stays on the story.
  args: { href: '#cart', children: 'View cart', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A link dressed as a button, for actions that go somewhere (View cart, Contact support). It stays a link to assistive technology and opens in a new tab on middle click. With `PlazaProvider`’s `navigate`, it routes client-side.',
      },
    },
  },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'View cart' });
    await expect(link).toHaveAttribute('href', '#cart');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

function Matrix() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }}>
      {variants.map((variant) => (
        <LinkButton key={variant} href="#cart" variant={variant}>
          <ShoppingCartIcon aria-hidden size="1.25em" />
          {`View cart, ${variant}`}
        </LinkButton>
      ))}
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <LinkButton key={size} href="#cart" size={size} variant="secondary">
          {`Size ${size}`}
        </LinkButton>
      ))}
    </div>
  );
}

// Names and tags stay literal: Storybook's indexer reads them without running the file.
export const TestLight: Story = {
  name: 'Test: light',
  tags: ['!autodocs', 'visual'],
  render: renderInScheme('light', Matrix),
};

export const TestDark: Story = {
  name: 'Test: dark',
  tags: ['!autodocs', 'visual'],
  render: renderInScheme('dark', Matrix),
};

export const TestSemiDark: Story = {
  name: 'Test: semi-dark',
  tags: ['!autodocs', 'visual'],
  render: renderInScheme('semi-dark', Matrix),
};

import { ShoppingCartIcon } from '@phosphor-icons/react/dist/ssr/ShoppingCart';
import { SignInIcon } from '@phosphor-icons/react/dist/ssr/SignIn';
import { LinkButton, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inScheme } from './support/SchemeMatrix.js';

const variants = ['primary', 'secondary', 'outline', 'ghost', 'danger'] as const;

const meta = {
  title: 'Components/Navigation/LinkButton',
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

function HeaderLinks() {
  return (
    <div style={{ display: 'flex', gap: vars.space.xs }}>
      <LinkButton
        href="#login"
        variant="secondary"
        size="sm"
        icon={<SignInIcon size="1.25em" />}
        isCompactOnPhones
      >
        Log in
      </LinkButton>
      <LinkButton href="#cart" size="sm" icon={<ShoppingCartIcon size="1.25em" />}>
        View cart
      </LinkButton>
    </div>
  );
}

/** A compact link's box and its words' box, to tell a square icon from a labelled link. */
const boxes = (link: HTMLElement) => ({
  link: link.getBoundingClientRect(),
  words: [...link.querySelectorAll('span')].at(-1)!.getBoundingClientRect(),
});

/** On a phone, a header link with `isCompactOnPhones` shows its icon alone and keeps its name. */
export const CompactOnPhones: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: HeaderLinks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { link, words } = boxes(canvas.getByRole('link', { name: 'Log in' }));
    await expect(Math.round(link.width)).toBe(Math.round(link.height));
    await expect(words.width).toBeLessThanOrEqual(1);
    // Without the option the words stay.
    const cart = canvas.getByRole('link', { name: 'View cart' }).getBoundingClientRect();
    await expect(cart.width).toBeGreaterThan(cart.height * 2);
  },
};

/** From 640 px the same link shows its words beside the icon. */
export const CompactOnPhonesOnADesktop: Story = {
  render: HeaderLinks,
  play: async ({ canvasElement }) => {
    const { link, words } = boxes(within(canvasElement).getByRole('link', { name: 'Log in' }));
    await expect(words.width).toBeGreaterThan(20);
    await expect(link.width).toBeGreaterThan(link.height * 2);
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

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};

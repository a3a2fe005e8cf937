import { Button, Header, LanguageMenu, Logo, vars, type HeaderProps } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { headerLabels, languages, SampleUserMenu } from './support/sample.js';
import { inScheme } from './support/SchemeMatrix.js';

const logo = <Logo label="Plaza" href="#explore" />;
const languageMenu = (
  <LanguageMenu languages={languages} value="en" onChange={() => {}} label="Language: English" />
);
const account = <SampleUserMenu />;

const meta = {
  title: 'Components/Navigation/Header',
  component: Header,
  tags: ['autodocs'],
  args: {
    logo,
    labels: headerLabels,
    cartCount: 3,
    onCartPress: fn(),
    isDarkMode: false,
    onDarkModeChange: fn(),
    languageMenu,
    account,
  },
  argTypes: {
    logo: { control: false },
    languageMenu: { control: false },
    account: { control: false },
    labels: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The top bar. At the start, the menu button (only inside an `AppShell`, where it collapses the sidebar or opens the mobile drawer) and the logo; at the end, the language switcher, the dark-mode toggle, the cart with the number of distinct products, and the account menu. The cart’s name carries the count, and a change of count is announced politely.',
      },
    },
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();

    const cart = canvas.getByRole('button', { name: 'Cart, 3 products' });
    await expect(cart).toHaveTextContent('3');
    cart.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCartPress).toHaveBeenCalledTimes(1);

    const dark = canvas.getByRole('button', { name: 'Dark mode' });
    await expect(dark).toHaveAttribute('aria-pressed', 'false');
    dark.focus();
    await userEvent.keyboard(' ');
    await expect(args.onDarkModeChange).toHaveBeenCalledWith(true);
  },
};

export const Visitor: Story = {
  args: {
    cartCount: 0,
    account: (
      <Button variant="secondary" size="sm">
        Log in
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    // An empty cart shows no badge, and the name says so.
    await expect(
      within(canvasElement).getByRole('button', { name: 'Cart, 0 products' }),
    ).not.toHaveTextContent(/\d/);
  },
};

function CountingHeader(props: HeaderProps) {
  const [count, setCount] = useState(props.cartCount ?? 0);
  return (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      <Header {...props} cartCount={count} />
      <div>
        <Button onPress={() => setCount(count + 1)}>Add a product</Button>
      </div>
    </div>
  );
}

export const CountIsAnnounced: Story = {
  render: (args) => <CountingHeader {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    // Nothing is said on arrival; each change is.
    await expect(status).toBeEmptyDOMElement();
    canvas.getByRole('button', { name: 'Add a product' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(status).toHaveTextContent('Cart, 4 products'));
    await expect(canvas.getByRole('button', { name: 'Cart, 4 products' })).toBeInTheDocument();
  },
};

function Matrix() {
  return (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      <Header {...(meta.args as HeaderProps)} isDarkMode />
      <Header
        logo={logo}
        labels={headerLabels}
        onCartPress={() => {}}
        onDarkModeChange={() => {}}
        account={
          <Button variant="secondary" size="sm">
            Log in
          </Button>
        }
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

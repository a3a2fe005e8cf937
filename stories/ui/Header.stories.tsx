import { Button, Header, LanguageMenu, Logo, vars, type HeaderProps } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  headerLabels,
  headerLabelsIn,
  languageLabelIn,
  languages,
  SampleUserMenu,
} from './support/sample.js';
import {
  inSampleLanguage,
  sampleLanguage,
  type SampleLanguage,
} from './support/sample-language.js';
import { inScheme } from './support/SchemeMatrix.js';

const logo = <Logo label="Plaza" href="#explore" />;
const languageMenu = (
  <LanguageMenu languages={languages} value="en" onChange={() => {}} label="Language: English" />
);
const account = <SampleUserMenu />;

/** The story's own words (the visitor's button, the counting story's), in each sample language. */
const wordsIn: Record<SampleLanguage, { logIn: string; addProduct: string }> = {
  es: { logIn: 'Entrar', addProduct: 'Agregar un producto' },
  en: { logIn: 'Log in', addProduct: 'Add a product' },
};

/** A visitor's header: a log-in button where the account menu would be. */
const logInButton = (logIn: string) => (
  <Button variant="secondary" size="sm">
    {logIn}
  </Button>
);

/**
 * The parts the header is given in the toolbar's language, as the app does: its words, its
 * language switcher, and the account menu or (for a visitor) the log-in button.
 */
const sampleArgsOf = (context: { globals: { locale?: unknown } }, visitor = false) => {
  const language = sampleLanguage(context);
  const current = languages.find(({ id }) => id === language)!.label;
  return {
    labels: headerLabelsIn[language],
    languageMenu: (
      <LanguageMenu
        languages={languages}
        value={language}
        onChange={() => {}}
        label={languageLabelIn[language](current)}
      />
    ),
    account: visitor ? (
      logInButton(wordsIn[language].logIn)
    ) : (
      <SampleUserMenu language={language} />
    ),
  };
};

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
  // The header's words and menus follow the Locale toolbar, as the app's messages do.
  render: (args, context) => <Header {...args} {...sampleArgsOf(context)} />,
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
  play: async (context) => {
    const { args, canvasElement } = context;
    const label = inSampleLanguage(context, headerLabelsIn);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();

    const cart = canvas.getByRole('button', { name: label.cart(3) });
    await expect(cart).toHaveTextContent('3');
    cart.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCartPress).toHaveBeenCalledTimes(1);

    const dark = canvas.getByRole('button', { name: label.darkMode });
    await expect(dark).toHaveAttribute('aria-pressed', 'false');
    dark.focus();
    await userEvent.keyboard(' ');
    await expect(args.onDarkModeChange).toHaveBeenCalledWith(true);
  },
};

export const Visitor: Story = {
  args: {
    cartCount: 0,
    account: logInButton(wordsIn.en.logIn),
  },
  render: (args, context) => <Header {...args} {...sampleArgsOf(context, true)} />,
  play: async (context) => {
    const { cart } = inSampleLanguage(context, headerLabelsIn);
    const canvas = within(context.canvasElement);
    await expect(
      canvas.getByRole('button', { name: inSampleLanguage(context, wordsIn).logIn }),
    ).toBeVisible();
    // An empty cart shows no badge, and the name says so.
    await expect(canvas.getByRole('button', { name: cart(0) })).not.toHaveTextContent(/\d/);
  },
};

function CountingHeader({ addProduct, ...props }: HeaderProps & { addProduct: string }) {
  const [count, setCount] = useState(props.cartCount ?? 0);
  return (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      <Header {...props} cartCount={count} />
      <div>
        <Button onPress={() => setCount(count + 1)}>{addProduct}</Button>
      </div>
    </div>
  );
}

export const CountIsAnnounced: Story = {
  render: (args, context) => (
    <CountingHeader
      {...args}
      {...sampleArgsOf(context)}
      addProduct={inSampleLanguage(context, wordsIn).addProduct}
    />
  ),
  play: async (context) => {
    const { cart } = inSampleLanguage(context, headerLabelsIn);
    const canvas = within(context.canvasElement);
    const status = canvas.getByRole('status');
    // Nothing is said on arrival; each change is.
    await expect(status).toBeEmptyDOMElement();
    canvas.getByRole('button', { name: inSampleLanguage(context, wordsIn).addProduct }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(status).toHaveTextContent(cart(4)));
    await expect(canvas.getByRole('button', { name: cart(4) })).toBeInTheDocument();
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
        account={logInButton(wordsIn.en.logIn)}
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

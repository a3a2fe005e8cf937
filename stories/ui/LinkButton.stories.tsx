import { ShoppingCartIcon } from '@phosphor-icons/react/dist/ssr/ShoppingCart';
import { SignInIcon } from '@phosphor-icons/react/dist/ssr/SignIn';
import { LinkButton, media, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';

/** The links' words, as the app's catalogues word them, in each sample language. */
const wordsIn = {
  es: { viewCart: 'Ver carrito', logIn: 'Iniciar sesión' },
  en: { viewCart: 'View cart', logIn: 'Log in' },
};

const variants = ['primary', 'secondary', 'outline', 'ghost', 'danger'] as const;

const meta = {
  title: 'Components/Navigation/LinkButton',
  component: LinkButton,
  tags: ['autodocs'],
  // A fragment link, so following it in Storybook stays on the story.
  args: { href: '#cart', children: wordsIn.en.viewCart, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  // The words follow the Locale toolbar, as the app's messages do.
  render: (args, context) => (
    <LinkButton {...args}>{inSampleLanguage(context, wordsIn).viewCart}</LinkButton>
  ),
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
  play: async (context) => {
    const { args, canvasElement } = context;
    const { viewCart } = inSampleLanguage(context, wordsIn);
    const link = within(canvasElement).getByRole('link', { name: viewCart });
    await expect(link).toHaveAttribute('href', '#cart');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

function HeaderLinks({ words }: { words: (typeof wordsIn)['en'] }) {
  return (
    <div style={{ display: 'flex', gap: vars.space.xs }}>
      <LinkButton
        href="#login"
        variant="secondary"
        size="sm"
        icon={<SignInIcon size="1.25em" />}
        isCompactOnPhones
      >
        {words.logIn}
      </LinkButton>
      <LinkButton href="#cart" size="sm" icon={<ShoppingCartIcon size="1.25em" />}>
        {words.viewCart}
      </LinkButton>
    </div>
  );
}

/** The header's links, in the toolbar locale's words. */
const renderHeaderLinks = (_args: unknown, context: { globals: { locale?: unknown } }) => (
  <HeaderLinks words={inSampleLanguage(context, wordsIn)} />
);

/** A compact link's box and its words' box, to tell a square icon from a labelled link. */
const boxes = (link: HTMLElement) => ({
  link: link.getBoundingClientRect(),
  words: [...link.querySelectorAll('span')].at(-1)!.getBoundingClientRect(),
});

/**
 * The header's links as the width in effect draws them: below 640 px the compact one shows its
 * icon alone and keeps its name; from 640 px its words show beside the icon. The other link keeps
 * its words at every width.
 */
async function expectHeaderLinksForWidth(context: {
  canvasElement: HTMLElement;
  globals: { locale?: unknown };
}) {
  const { logIn, viewCart } = inSampleLanguage(context, wordsIn);
  const canvas = within(context.canvasElement);
  const { link, words } = boxes(canvas.getByRole('link', { name: logIn }));
  if (window.matchMedia(media.sm).matches) {
    await expect(words.width).toBeGreaterThan(20);
    await expect(link.width).toBeGreaterThan(link.height * 2);
  } else {
    await expect(Math.round(link.width)).toBe(Math.round(link.height));
    await expect(words.width).toBeLessThanOrEqual(1);
  }
  const cart = canvas.getByRole('link', { name: viewCart }).getBoundingClientRect();
  await expect(cart.width).toBeGreaterThan(cart.height * 2);
}

/**
 * On a phone, a header link with `isCompactOnPhones` shows its icon alone and keeps its name. The
 * runner plays it on a phone's width; opened alone on a wider page, it checks that width's layout.
 */
export const CompactOnPhones: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: renderHeaderLinks,
  play: expectHeaderLinksForWidth,
};

/** From 640 px the same link shows its words beside the icon (the runner's page is 1280 px). */
export const CompactOnPhonesOnADesktop: Story = {
  render: renderHeaderLinks,
  play: expectHeaderLinksForWidth,
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

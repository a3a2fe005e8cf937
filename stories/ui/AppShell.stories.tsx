import {
  AppShell,
  Button,
  Footer,
  Header,
  Logo,
  PageHeader,
  Sidebar,
  TopNav,
  media,
  vars,
  type AppShellProps,
} from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pageModes } from '../../.storybook/modes.js';
import { overlayOf } from '../play/dialog.js';
import { closeWithEscape, expectClosed, pageOf } from '../play/overlay.js';
import {
  adminNavigation,
  customizerLabelsIn,
  footerWordsIn,
  headerLabelsIn,
  navigationIn,
  navWordsIn,
  SampleUserMenu,
  shellLabelsIn,
} from './support/sample.js';
import {
  inSampleLanguage,
  sampleLanguage,
  type SampleLanguage,
} from './support/sample-language.js';
import { onPageInEveryScheme } from './support/SchemeMatrix.js';

/** The sample page's words, as the app's catalogues word them, in each sample language. */
const pageWordsIn = {
  es: {
    title: navWordsIn.es.sales,
    home: 'Inicio',
    breadcrumbs: 'Ruta de navegación',
    content: 'Contenido de la página',
  },
  en: {
    title: navWordsIn.en.sales,
    home: 'Home',
    breadcrumbs: 'Breadcrumbs',
    content: 'Page content',
  },
} satisfies Record<SampleLanguage, Record<string, string>>;

const pageIn = (word: (typeof pageWordsIn)[SampleLanguage]) => (
  <>
    <PageHeader
      title={word.title}
      breadcrumbs={[{ label: word.home, href: '#home' }, { label: word.title }]}
      breadcrumbsLabel={word.breadcrumbs}
    />
    <div
      style={{
        minBlockSize: '40rem',
        padding: vars.space.xl,
        borderRadius: vars.radius.lg,
        background: vars.color.surface,
        color: vars.color.textMuted,
      }}
    >
      {word.content}
    </div>
  </>
);

/** The shell's sample parts, all in `language`, as the app gives them. */
const partsIn = (language: SampleLanguage) => {
  const sections = navigationIn(language, adminNavigation);
  const { navigation } = navWordsIn[language];
  const { links, linksLabel } = footerWordsIn[language];
  return {
    header: (
      <Header
        logo={<Logo label="Plaza" href="#explore" />}
        labels={headerLabelsIn[language]}
        cartCount={2}
        onCartPress={() => {}}
        onDarkModeChange={() => {}}
        account={<SampleUserMenu language={language} />}
      />
    ),
    sidebar: <Sidebar sections={sections} label={navigation} currentHref="/sales" />,
    topNav: <TopNav sections={sections} label={navigation} currentHref="/sales" />,
    footer: (
      <Footer links={links} linksLabel={linksLabel}>
        © 2025 Plaza
      </Footer>
    ),
    children: pageIn(pageWordsIn[language]),
    labels: shellLabelsIn[language],
  };
};

const meta = {
  title: 'Components/Navigation/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  args: {
    ...partsIn('en'),
    layout: 'vertical',
    contentWidth: 'full',
    navbar: 'sticky',
    footerType: 'static',
    onSidebarCollapsedChange: fn(),
    onMobileMenuOpenChange: fn(),
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    contentWidth: { control: 'inline-radio', options: ['full', 'boxed'] },
    navbar: { control: 'inline-radio', options: ['sticky', 'static', 'floating', 'hidden'] },
    footerType: { control: 'inline-radio', options: ['static', 'sticky', 'hidden'] },
    header: { control: false },
    sidebar: { control: false },
    topNav: { control: false },
    footer: { control: false },
    children: { control: false },
  },
  // The shell's parts follow the Locale toolbar, as the app's messages do.
  render: (args, context) => <AppShell {...args} {...partsIn(sampleLanguage(context))} />,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The frame of every authenticated page (docs/product.md section 2). `layout` puts the sidebar beside the content (vertical) or a menu bar under the header (horizontal); `contentWidth`, `navbar` and `footerType` follow the appearance preferences. The header’s menu button collapses the sidebar to 72 px on wide screens and opens it as an off-canvas drawer below 1024 px, closed by Escape, the overlay or following a link. In semi-dark mode the header, sidebar and drawer are dark over light content. A skip link leads past the navigation.',
      },
      story: { inline: false, iframeHeight: 560 },
    },
    // The shell changes with the width and darkens in semi-dark: every scheme, phone and desktop.
    chromatic: { modes: pageModes },
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a play reads: the shell's, header's and navigation's words, in the toolbar's language. */
const wordsOf = (context: { globals: { locale?: unknown } }) => ({
  ...inSampleLanguage(context, navWordsIn),
  ...inSampleLanguage(context, shellLabelsIn),
  menu: inSampleLanguage(context, headerLabelsIn).menu,
});

const navWidthOf = (canvas: HTMLElement, name: string) =>
  within(canvas).getByRole('navigation', { name }).getBoundingClientRect().width;

export const Vertical: Story = {
  name: 'Vertical: collapse the sidebar',
  play: async (context) => {
    const { args, canvasElement } = context;
    const word = wordsOf(context);
    const navWidth = () => navWidthOf(canvasElement, word.navigation);
    const canvas = within(canvasElement);
    await expect(navWidth()).toBe(280);

    // The skip link comes first, then the menu button.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: word.skipToContent })).toHaveFocus();
    await userEvent.tab();
    const menu = canvas.getByRole('button', { name: word.menu });
    await expect(menu).toHaveFocus();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(navWidth()).toBe(72));
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onSidebarCollapsedChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(navWidth()).toBe(280));
  },
};

export const Horizontal: Story = {
  args: { layout: 'horizontal' },
  play: async (context) => {
    const word = wordsOf(context);
    const canvas = within(context.canvasElement);
    // One navigation, in the bar under the header; no menu button on wide screens.
    await expect(canvas.getByRole('button', { name: word.marketplace })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: word.menu })).toBeNull();
  },
};

/**
 * The content is capped at 1200 px. No viewport is fixed, as none that wide fits the frame beside
 * Storybook's sidebar: the cap shows where the page is wider (the test runner's is 1280 px).
 */
export const Boxed: Story = {
  args: { layout: 'horizontal', contentWidth: 'boxed' },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    const width = main.getBoundingClientRect().width;
    if (window.innerWidth > 1200) await expect(width).toBe(1200);
    else await expect(width).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const FloatingNavbar: Story = {
  args: { navbar: 'floating' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(getComputedStyle(banner.parentElement!.parentElement!).position).toBe('sticky');
  },
};

export const StaticNavbar: Story = {
  args: { navbar: 'static' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(getComputedStyle(banner.parentElement!.parentElement!).position).toBe('relative');
  },
};

export const HiddenNavbar: Story = {
  args: { navbar: 'hidden' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('banner')).toBeNull();
  },
};

export const StickyFooter: Story = {
  args: { footerType: 'sticky' },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(getComputedStyle(footer.parentElement!).position).toBe('sticky');
  },
};

export const HiddenFooter: Story = {
  args: { footerType: 'hidden' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('contentinfo')).toBeNull();
  },
};

export const MobileDrawer: Story = {
  name: 'Mobile: off-canvas drawer',
  globals: { viewport: { value: 'mobile' } },
  play: async (context) => {
    const { args, canvasElement } = context;
    const word = wordsOf(context);
    const canvas = within(canvasElement);
    const body = pageOf(canvasElement);
    const menu = canvas.getByRole('button', { name: word.menu });
    if (window.matchMedia(media.lg).matches) {
      // Opened alone on a page 1024 px or wider, no viewport is applied: the sidebar stays beside
      // the content, and the menu button collapses it rather than opening a drawer.
      await expect(navWidthOf(canvasElement, word.navigation)).toBe(280);
      await userEvent.click(menu);
      await waitFor(() => expect(navWidthOf(canvasElement, word.navigation)).toBe(72));
      await expect(body.queryByRole('dialog')).toBeNull();
      await expect(args.onMobileMenuOpenChange).not.toHaveBeenCalled();
      return;
    }
    // Below 1024 px the sidebar is not beside the content.
    await expect(canvas.queryByRole('navigation', { name: word.navigation })).toBeNull();

    await userEvent.tab();
    await userEvent.tab();
    await expect(menu).toHaveFocus();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    const drawer = await body.findByRole('dialog', { name: word.mobileMenu });
    await expect(args.onMobileMenuOpenChange).toHaveBeenLastCalledWith(true);
    const nav = within(drawer).getByRole('navigation', { name: word.navigation });
    await expect(nav.getBoundingClientRect().width).toBe(280);

    await closeWithEscape(canvasElement, 'dialog', { returnsFocusTo: menu });

    // The overlay closes it too.
    await userEvent.keyboard('{Enter}');
    const again = await body.findByRole('dialog', { name: word.mobileMenu });
    await userEvent.click(overlayOf(again));
    await expectClosed(canvasElement, 'dialog');

    // And following a link does.
    await userEvent.click(menu);
    await userEvent.click(
      within(await body.findByRole('dialog')).getByRole('link', { name: word.explore }),
    );
    await expectClosed(canvasElement, 'dialog');
  },
};

/** What the drawer holds beyond the navigation: the app's Appearance button. */
const appearanceButton = (label: string) => (
  <Button variant="ghost" onPress={() => {}}>
    {label}
  </Button>
);

export const MobileMenuFooter: Story = {
  name: 'Mobile: the drawer holds what the header has no room for',
  globals: { viewport: { value: 'mobile' } },
  args: { menuFooter: appearanceButton(customizerLabelsIn.en.title) },
  render: (args, context) => (
    <AppShell
      {...args}
      {...partsIn(sampleLanguage(context))}
      menuFooter={appearanceButton(inSampleLanguage(context, customizerLabelsIn).title)}
    />
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const word = wordsOf(context);
    const appearanceName = inSampleLanguage(context, customizerLabelsIn).title;
    const canvas = within(canvasElement);
    const body = pageOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: word.menu }));
    if (window.matchMedia(media.lg).matches) {
      // Opened alone on a page 1024 px or wider, no viewport is applied: no drawer opens, and what
      // the drawer would hold is nowhere on the page.
      await expect(body.queryByRole('dialog')).toBeNull();
      await expect(body.queryByRole('button', { name: appearanceName })).toBeNull();
      return;
    }
    const drawer = await body.findByRole('dialog', { name: word.mobileMenu });
    const nav = within(drawer).getByRole('navigation', { name: word.navigation });
    const appearance = within(drawer).getByRole('button', { name: appearanceName });
    // Under the navigation, apart from its links.
    await expect(appearance.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      nav.getBoundingClientRect().bottom,
    );
    await expect(nav).not.toContainElement(appearance);
  },
};

const Variant = (args: AppShellProps) => (
  <AppShell
    {...args}
    layout="horizontal"
    contentWidth="boxed"
    navbar="floating"
    footerType="sticky"
  />
);

// The shell fills the page, so each scheme and direction is a page of its own. These show the
// horizontal layout, boxed content, floating navbar and sticky footer; Screens/Shell shows the
// default vertical layout.
export const TestEveryScheme: Story = {
  ...onPageInEveryScheme(Variant),
  tags: ['!autodocs', 'visual'],
};

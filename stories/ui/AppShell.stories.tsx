import {
  AppShell,
  Button,
  Footer,
  Header,
  Logo,
  PageHeader,
  Sidebar,
  TopNav,
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
  footerLinks,
  headerLabels,
  shellLabels,
  SampleUserMenu,
} from './support/sample.js';
import { onPageInEveryScheme } from './support/SchemeMatrix.js';

const page = (
  <>
    <PageHeader
      title="My Sales"
      breadcrumbs={[{ label: 'Home', href: '#home' }, { label: 'My Sales' }]}
      breadcrumbsLabel="Breadcrumbs"
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
      Page content
    </div>
  </>
);

const meta = {
  title: 'Components/Navigation/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  args: {
    header: (
      <Header
        logo={<Logo label="Plaza" href="#explore" />}
        labels={headerLabels}
        cartCount={2}
        onCartPress={() => {}}
        onDarkModeChange={() => {}}
        account={<SampleUserMenu />}
      />
    ),
    sidebar: <Sidebar sections={adminNavigation} label="Main navigation" currentHref="/sales" />,
    topNav: <TopNav sections={adminNavigation} label="Main navigation" currentHref="/sales" />,
    footer: (
      <Footer links={footerLinks} linksLabel="Footer">
        © 2025 Plaza
      </Footer>
    ),
    children: page,
    layout: 'vertical',
    contentWidth: 'full',
    navbar: 'sticky',
    footerType: 'static',
    onSidebarCollapsedChange: fn(),
    onMobileMenuOpenChange: fn(),
    labels: shellLabels,
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

const navWidth = (canvas: HTMLElement) =>
  within(canvas).getByRole('navigation', { name: 'Main navigation' }).getBoundingClientRect().width;

export const Vertical: Story = {
  name: 'Vertical: collapse the sidebar',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(navWidth(canvasElement)).toBe(280);

    // The skip link comes first, then the menu button.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.tab();
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveFocus();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(navWidth(canvasElement)).toBe(72));
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onSidebarCollapsedChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(navWidth(canvasElement)).toBe(280));
  },
};

export const Horizontal: Story = {
  args: { layout: 'horizontal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One navigation, in the bar under the header; no menu button on wide screens.
    await expect(canvas.getByRole('button', { name: 'Marketplace' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
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
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = pageOf(canvasElement);
    // Below 1024 px the sidebar is not beside the content.
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();

    await userEvent.tab();
    await userEvent.tab();
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    await expect(args.onMobileMenuOpenChange).toHaveBeenLastCalledWith(true);
    const nav = within(drawer).getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getBoundingClientRect().width).toBe(280);

    await closeWithEscape(canvasElement, 'dialog', { returnsFocusTo: menu });

    // The overlay closes it too.
    await userEvent.keyboard('{Enter}');
    const again = await body.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(overlayOf(again));
    await expectClosed(canvasElement, 'dialog');

    // And following a link does.
    await userEvent.click(menu);
    await userEvent.click(
      within(await body.findByRole('dialog')).getByRole('link', { name: 'Explore' }),
    );
    await expectClosed(canvasElement, 'dialog');
  },
};

export const MobileMenuFooter: Story = {
  name: 'Mobile: the drawer holds what the header has no room for',
  globals: { viewport: { value: 'mobile' } },
  args: {
    menuFooter: (
      <Button variant="ghost" onPress={fn()}>
        Appearance
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const drawer = await pageOf(canvasElement).findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Main navigation' });
    const appearance = within(drawer).getByRole('button', { name: 'Appearance' });
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

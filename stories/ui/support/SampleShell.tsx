// The whole shell wired the way the app wires it, with sample navigation, cart and user: for the
// AppShell stories and the Screens/Shell review.
import { ShoppingCartSimpleIcon } from '@phosphor-icons/react/dist/ssr/ShoppingCartSimple';
import { SlidersHorizontalIcon } from '@phosphor-icons/react/dist/ssr/SlidersHorizontal';
import {
  AppShell,
  Button,
  CartDrawer,
  Customizer,
  Footer,
  Header,
  LanguageMenu,
  Logo,
  PageHeader,
  Sidebar,
  ToastQueue,
  ToastRegion,
  TopNav,
  vars,
  type CartLineData,
  type ShellSettings,
} from '@plaza/ui';
import { useState } from 'react';
import { sampleCard } from '../../play/screens/screen-layout.js';
import {
  adminNavigation,
  cartLabels,
  cartLines,
  customizerLabels,
  footerLinks,
  headerLabels,
  languages,
  shellLabels,
  SampleUserMenu,
} from './sample.js';

export interface SampleShellProps {
  settings: ShellSettings;
  /** Where the Customizer and the header's toggle send changes. */
  onSettingsChange: (settings: ShellSettings) => void;
  /** The page shown as current in the navigation. */
  currentHref?: string;
}

export function SampleShell({
  settings,
  onSettingsChange,
  currentHref = '/explore',
}: SampleShellProps) {
  const [language, setLanguage] = useState('en');
  const [lines, setLines] = useState<readonly CartLineData[]>(cartLines);
  const [isCartOpen, setCartOpen] = useState(false);
  const [isCustomizerOpen, setCustomizerOpen] = useState(false);
  const [toasts] = useState(() => new ToastQueue());
  const change = (patch: Partial<ShellSettings>) => onSettingsChange({ ...settings, ...patch });

  return (
    <>
      <AppShell
        layout={settings.layout}
        contentWidth={settings.contentWidth}
        navbar={settings.navbar}
        footerType={settings.footer}
        sidebarCollapsed={settings.sidebarCollapsed}
        onSidebarCollapsedChange={(sidebarCollapsed) => change({ sidebarCollapsed })}
        labels={shellLabels}
        header={
          <Header
            logo={<Logo label="Plaza" href="#explore" />}
            labels={headerLabels}
            cartCount={lines.length}
            onCartPress={() => setCartOpen(true)}
            isDarkMode={settings.darkMode}
            onDarkModeChange={(darkMode) => change({ darkMode })}
            languageMenu={
              <LanguageMenu
                languages={languages}
                value={language}
                onChange={setLanguage}
                label={language === 'es' ? 'Idioma: Español' : 'Language: English'}
              />
            }
            account={<SampleUserMenu />}
          />
        }
        sidebar={
          <Sidebar sections={adminNavigation} label="Main navigation" currentHref={currentHref} />
        }
        topNav={
          <TopNav sections={adminNavigation} label="Main navigation" currentHref={currentHref} />
        }
        footer={
          <Footer links={footerLinks} linksLabel="Footer">
            © 2025 Plaza
          </Footer>
        }
      >
        <PageHeader
          title="Explore"
          description="Products from every seller in the plaza."
          breadcrumbs={[{ label: 'Home', href: '#home' }, { label: 'Explore' }]}
          breadcrumbsLabel="Breadcrumbs"
          actions={
            <Button variant="secondary" onPress={() => setCustomizerOpen(true)}>
              <SlidersHorizontalIcon aria-hidden size="1.25em" />
              Appearance
            </Button>
          }
        />
        <ul
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
            gap: vars.space.lg,
            margin: 0,
            padding: 0,
            listStyle: 'none',
          }}
        >
          {cartLines.map((product) => (
            <li key={product.id} style={{ ...sampleCard, boxShadow: vars.shadow.sm }}>
              <img
                src={product.imageSrc}
                alt=""
                style={{ inlineSize: '100%', borderRadius: vars.radius.md }}
              />
              <strong>{product.name}</strong>
              <Button
                variant="outline"
                size="sm"
                onPress={() =>
                  toasts.add({ tone: 'success', title: `${product.name} added to the cart` })
                }
              >
                <ShoppingCartSimpleIcon aria-hidden size="1.25em" />
                Add to cart
              </Button>
            </li>
          ))}
        </ul>
      </AppShell>
      <CartDrawer
        isOpen={isCartOpen}
        onOpenChange={setCartOpen}
        lines={lines}
        onQuantityChange={(id, quantity) =>
          setLines(lines.map((line) => (line.id === id ? { ...line, quantity } : line)))
        }
        onRemove={(id) => setLines(lines.filter((line) => line.id !== id))}
        cartHref="#cart"
        labels={cartLabels}
      />
      <Customizer
        isOpen={isCustomizerOpen}
        onOpenChange={setCustomizerOpen}
        settings={settings}
        onSettingsChange={onSettingsChange}
        labels={customizerLabels}
      />
      <ToastRegion queue={toasts} labels={{ region: 'Notifications', close: 'Close' }} />
    </>
  );
}

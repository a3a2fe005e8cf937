// Sample content for the shell's stories: English text as the app would pass it, navigation as in
// docs/product.md section 2, and product pictures drawn inline so nothing is fetched.
import { ChatCircleTextIcon } from '@phosphor-icons/react/dist/ssr/ChatCircleText';
import { CompassIcon } from '@phosphor-icons/react/dist/ssr/Compass';
import { HouseLineIcon } from '@phosphor-icons/react/dist/ssr/HouseLine';
import { PackageIcon } from '@phosphor-icons/react/dist/ssr/Package';
import { ReceiptIcon } from '@phosphor-icons/react/dist/ssr/Receipt';
import { ShieldCheckIcon } from '@phosphor-icons/react/dist/ssr/ShieldCheck';
import { ShoppingCartIcon } from '@phosphor-icons/react/dist/ssr/ShoppingCart';
import { StorefrontIcon } from '@phosphor-icons/react/dist/ssr/Storefront';
import { UserCircleIcon } from '@phosphor-icons/react/dist/ssr/UserCircle';
import type {
  CartDrawerLabels,
  CartLineData,
  CustomizerLabels,
  HeaderLabels,
  LanguageOption,
  NavSection,
  UserMenuItem,
  UserMenuProps,
} from '@plaza/ui';
import { Flag, UserMenu } from '@plaza/ui';
import type { SampleLanguage } from './sample-language.js';

/** The pages both the navigation and the account menu lead to, named alike in both. */
const pages = {
  explore: { id: 'explore', label: 'Explore', href: '/explore' },
  products: { id: 'products', label: 'My Products', href: '/products' },
  purchases: { id: 'purchases', label: 'My Purchases', href: '/purchases' },
  sales: { id: 'sales', label: 'My Sales', href: '/sales' },
  support: { id: 'support', label: 'Support', href: '/support' },
};

export const navigation: NavSection[] = [
  {
    id: 'main',
    items: [
      { id: 'dashboard', label: 'Dashboard', href: '/dashboard', icon: <HouseLineIcon /> },
      { ...pages.explore, icon: <CompassIcon /> },
      {
        id: 'selling',
        label: 'Selling',
        icon: <StorefrontIcon />,
        children: [
          pages.products,
          { id: 'create', label: 'Create product', href: '/products/create' },
          pages.sales,
        ],
      },
      { ...pages.purchases, icon: <ReceiptIcon /> },
      { ...pages.support, icon: <ChatCircleTextIcon /> },
    ],
  },
];

/** Given as data: the app adds it for administrators only. */
export const adminSection: NavSection = {
  id: 'admin',
  heading: 'Administrator',
  items: [
    {
      id: 'admin',
      label: 'Administrator',
      icon: <ShieldCheckIcon />,
      children: [
        { id: 'made-purchases', label: 'Made Purchases', href: '/admin/purchases/' },
        { id: 'status-products', label: 'Status Products', href: '/admin/products/' },
      ],
    },
  ],
};

export const adminNavigation: NavSection[] = [
  { ...navigation[0]!, heading: 'Marketplace' },
  adminSection,
];

export const user = { name: 'Ana López', email: 'ana.lopez@example.com' };

export const userMenuItems: UserMenuItem[] = [
  { id: 'profile', label: 'Profile', href: '/profile', icon: <UserCircleIcon /> },
  { ...pages.explore, icon: <CompassIcon /> },
  { ...pages.products, icon: <PackageIcon /> },
  { ...pages.purchases, icon: <ReceiptIcon />, isPending: true },
  { ...pages.sales, icon: <StorefrontIcon />, isPending: true },
  { id: 'cart', label: 'Cart', href: '/cart', icon: <ShoppingCartIcon /> },
  { ...pages.support, icon: <ChatCircleTextIcon /> },
];

export const userMenuLabels = { trigger: 'Account', pending: 'pending' };

/** The account menu of the sample user, as a header's `account`; props override the sample's. */
export const SampleUserMenu = (props: Partial<UserMenuProps>) => (
  <UserMenu
    user={user}
    items={userMenuItems}
    logoutLabel="Log out"
    onLogout={() => {}}
    labels={userMenuLabels}
    {...props}
  />
);

export const languages: LanguageOption[] = [
  { id: 'es', label: 'Español', flag: <Flag country="es" /> },
  { id: 'en', label: 'English', flag: <Flag country="gb" /> },
];

export const headerLabels: HeaderLabels = {
  menu: 'Menu',
  darkMode: 'Dark mode',
  cart: (count) => (count === 1 ? 'Cart, 1 product' : `Cart, ${count} products`),
};

export const shellLabels = { mobileMenu: 'Menu', skipToContent: 'Skip to content' };

/** A flat, deterministic product picture: a tinted square with a simple shape on it. */
const picture = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><rect width="56" height="56" fill="hsl(${hue} 70% 85%)"/><circle cx="28" cy="26" r="12" fill="hsl(${hue} 55% 45%)"/><rect x="14" y="42" width="28" height="4" rx="2" fill="hsl(${hue} 55% 45%)"/></svg>`,
  )}`;

export const cartLines: CartLineData[] = [
  { id: 'lamp', name: 'Desk lamp', imageSrc: picture(40), priceCents: 2450, quantity: 1, stock: 3 },
  {
    id: 'mug',
    name: 'Ceramic mug',
    imageSrc: picture(200),
    priceCents: 1299,
    quantity: 2,
    stock: 40,
  },
  {
    id: 'plant',
    name: 'Potted fern',
    imageSrc: picture(120),
    priceCents: 1875,
    quantity: 10,
    stock: 12,
  },
];

/** The sample cart's product names, by line id, in each sample language. */
export const cartLineNamesIn: Record<SampleLanguage, Record<string, string>> = {
  es: { lamp: 'Lámpara de escritorio', mug: 'Taza de cerámica', plant: 'Helecho en maceta' },
  en: Object.fromEntries(cartLines.map((line) => [line.id, line.name])),
};

export const cartLabels: CartDrawerLabels = {
  title: 'Cart',
  close: 'Close',
  empty: 'Your cart is empty',
  subtotal: 'Subtotal',
  continue: 'Continue purchase',
  viewCart: 'View cart',
  quantity: (name) => `Quantity of ${name}`,
  increase: (name) => `One more ${name}`,
  decrease: (name) => `One less ${name}`,
  remove: (name) => `Remove ${name}`,
};

/** The cart drawer's words as the app's catalogues word them, in each sample language. */
export const cartLabelsIn = {
  es: {
    title: 'Carrito',
    close: 'Cerrar',
    empty: 'Tu carrito está vacío',
    subtotal: 'Subtotal',
    continue: 'Continuar comprando',
    viewCart: 'Ver carrito',
    quantity: (name) => `Cantidad de ${name}`,
    increase: (name) => `Una unidad más de ${name}`,
    decrease: (name) => `Una unidad menos de ${name}`,
    remove: (name) => `Quitar ${name}`,
  },
  en: cartLabels,
} satisfies Record<SampleLanguage, CartDrawerLabels>;

export const customizerLabels: CustomizerLabels = {
  title: 'Appearance',
  close: 'Close',
  darkMode: 'Dark mode',
  semiDarkMode: 'Semi-dark sidebar and header',
  sidebarCollapsed: 'Collapsed sidebar',
  direction: 'Direction',
  directions: { ltr: 'Left to right', rtl: 'Right to left' },
  layout: 'Layout',
  layouts: { vertical: 'Vertical', horizontal: 'Horizontal' },
  contentWidth: 'Content width',
  contentWidths: { full: 'Full', boxed: 'Boxed' },
  navbar: 'Navbar',
  navbarTypes: { sticky: 'Sticky', static: 'Static', floating: 'Floating', hidden: 'Hidden' },
  footer: 'Footer',
  footerTypes: { static: 'Static', sticky: 'Sticky', hidden: 'Hidden' },
};

export const footerLinks = [
  { label: 'Support', href: '/support' },
  { label: 'Terms', href: '/terms' },
];

// Sample content for the shell's stories: text as the app would pass it (English, and each sample
// language where a name ends in `In`), navigation as in docs/product.md section 2, and product
// pictures drawn inline so nothing is fetched.
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

/** The navigation's and the account menu's words, as the app's catalogues word them. */
export const navWordsIn = {
  es: {
    dashboard: 'Panel',
    explore: 'Explorar',
    selling: 'Vender',
    products: 'Mis productos',
    create: 'Crear producto',
    sales: 'Mis ventas',
    purchases: 'Mis compras',
    support: 'Soporte',
    administrator: 'Administrador',
    madePurchases: 'Compras realizadas',
    statusProducts: 'Estado de productos',
    marketplace: 'Mercado',
    profile: 'Perfil',
    cart: 'Carrito',
    navigation: 'Navegación principal',
  },
  en: {
    dashboard: 'Dashboard',
    explore: 'Explore',
    selling: 'Selling',
    products: 'My Products',
    create: 'Create product',
    sales: 'My Sales',
    purchases: 'My Purchases',
    support: 'Support',
    administrator: 'Administrator',
    madePurchases: 'Made Purchases',
    statusProducts: 'Status Products',
    marketplace: 'Marketplace',
    profile: 'Profile',
    cart: 'Cart',
    navigation: 'Main navigation',
  },
} satisfies Record<SampleLanguage, Record<string, string>>;

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

/** The account menu's own words (its trigger, its pending dot, log out) in each sample language. */
export const accountWordsIn = {
  es: { labels: { trigger: 'Cuenta', pending: 'Pendiente' }, logout: 'Cerrar sesión' },
  en: { labels: userMenuLabels, logout: 'Log out' },
} satisfies Record<SampleLanguage, { labels: UserMenuProps['labels']; logout: string }>;

/** Each sample item's and section's words, by its id, as `navWordsIn` names them. */
const wordOf: Record<string, keyof (typeof navWordsIn)[SampleLanguage]> = {
  dashboard: 'dashboard',
  explore: 'explore',
  selling: 'selling',
  products: 'products',
  create: 'create',
  sales: 'sales',
  purchases: 'purchases',
  support: 'support',
  admin: 'administrator',
  'made-purchases': 'madePurchases',
  'status-products': 'statusProducts',
  profile: 'profile',
  cart: 'cart',
};

/** A sample item (of the navigation or the account menu) worded in `language`. */
const itemIn = <Item extends { id: string; label: string; pendingLabel?: string }>(
  language: SampleLanguage,
  item: Item,
): Item => ({
  ...item,
  label: navWordsIn[language][wordOf[item.id]!],
  ...(item.pendingLabel && { pendingLabel: accountWordsIn[language].labels.pending }),
});

/**
 * Sample navigation (`navigation`, `adminNavigation`, or a story's variant of them) worded in
 * `language`: a story keeps the English sample in its args, and its render words it as the
 * toolbar's locale reads.
 */
export const navigationIn = (
  language: SampleLanguage,
  sections: readonly NavSection[],
): NavSection[] =>
  sections.map((section) => ({
    ...section,
    ...(section.heading && {
      heading: navWordsIn[language][section.id === 'admin' ? 'administrator' : 'marketplace'],
    }),
    items: section.items.map((item) => ({
      ...itemIn(language, item),
      ...(item.children && { children: item.children.map((child) => itemIn(language, child)) }),
    })),
  }));

/** Sample account menu items worded in `language`. */
export const userMenuItemsIn = (language: SampleLanguage, items: readonly UserMenuItem[]) =>
  items.map((item) => itemIn(language, item));

/**
 * The account menu of the sample user, as a header's `account`, in `language` (English unless
 * given); props override the sample's.
 */
export const SampleUserMenu = ({
  language = 'en',
  ...props
}: Partial<UserMenuProps> & { language?: SampleLanguage }) => (
  <UserMenu
    user={user}
    items={userMenuItemsIn(language, userMenuItems)}
    logoutLabel={accountWordsIn[language].logout}
    onLogout={() => {}}
    labels={accountWordsIn[language].labels}
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

/** The header's words as the app's catalogues word them, in each sample language. */
export const headerLabelsIn = {
  es: {
    menu: 'Menú',
    darkMode: 'Modo oscuro',
    cart: (count) =>
      count === 0
        ? 'Carrito, vacío'
        : count === 1
          ? 'Carrito, 1 producto'
          : `Carrito, ${count} productos`,
  },
  en: headerLabels,
} satisfies Record<SampleLanguage, HeaderLabels>;

/** The language switcher's name, for the current language's own name, in each sample language. */
export const languageLabelIn: Record<SampleLanguage, (language: string) => string> = {
  es: (language) => `Idioma: ${language}`,
  en: (language) => `Language: ${language}`,
};

export const shellLabels = { mobileMenu: 'Menu', skipToContent: 'Skip to content' };

/** The shell's own words as the app's catalogues word them, in each sample language. */
export const shellLabelsIn = {
  es: { mobileMenu: 'Menú', skipToContent: 'Saltar al contenido' },
  en: shellLabels,
} satisfies Record<SampleLanguage, typeof shellLabels>;

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

/** The appearance panel's words as the app's catalogues word them, in each sample language. */
export const customizerLabelsIn = {
  es: {
    title: 'Apariencia',
    close: 'Cerrar',
    darkMode: 'Modo oscuro',
    semiDarkMode: 'Modo semioscuro',
    sidebarCollapsed: 'Menú lateral contraído',
    direction: 'Dirección',
    directions: { ltr: 'De izquierda a derecha', rtl: 'De derecha a izquierda' },
    layout: 'Disposición del menú',
    layouts: { vertical: 'Vertical', horizontal: 'Horizontal' },
    contentWidth: 'Ancho del contenido',
    contentWidths: { full: 'Completo', boxed: 'Encajado' },
    navbar: 'Barra superior',
    navbarTypes: { sticky: 'Fija', static: 'Estática', floating: 'Flotante', hidden: 'Oculta' },
    footer: 'Pie de página',
    footerTypes: { static: 'Estático', sticky: 'Fijo', hidden: 'Oculto' },
  },
  en: customizerLabels,
} satisfies Record<SampleLanguage, CustomizerLabels>;

export const footerLinks = [
  { label: 'Support', href: '/support' },
  { label: 'Terms', href: '/terms' },
];

/** The footer's links and their list's name, in each sample language. */
export const footerWordsIn = {
  es: {
    links: [
      { label: navWordsIn.es.support, href: '/support' },
      { label: 'Términos', href: '/terms' },
    ],
    linksLabel: 'Pie de página',
  },
  en: { links: footerLinks, linksLabel: 'Footer' },
} satisfies Record<SampleLanguage, { links: typeof footerLinks; linksLabel: string }>;

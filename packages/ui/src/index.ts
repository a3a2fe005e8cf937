export { PlazaProvider, usePlazaTheme } from './provider/index.js';
export type { Direction, PlazaProviderProps, PlazaThemeState } from './provider/index.js';

// Shell
export * from './AppShell/index.js';
export * from './Header/index.js';
export * from './Sidebar/index.js';
export * from './TopNav/index.js';
export * from './Footer/index.js';
export * from './Logo/index.js';
export * from './UserMenu/index.js';
export * from './LanguageMenu/index.js';
export * from './Flag/index.js';
export * from './CartDrawer/index.js';
export * from './Customizer/index.js';
export * from './Toast/index.js';
export * from './ErrorFallback/index.js';
export * from './PageHeader/index.js';

// Building blocks
export { Button } from './Button/index.js';
export type { ButtonProps } from './Button/index.js';
export * from './IconButton/index.js';
export * from './LinkButton/index.js';
export * from './Drawer/index.js';
export * from './Avatar/index.js';
export * from './Badge/index.js';
export * from './Tooltip/index.js';
export * from './lazy/index.js';
export { ChipGroup } from './ChipGroup/index.js';
export type { Key } from 'react-aria-components';
export type {
  ChipGroupMultipleProps,
  ChipGroupProps,
  ChipGroupSingleProps,
  ChipItem,
} from './ChipGroup/index.js';
export * from './theme/index.js';

// Part 2: forms, data display, commerce
export * from './exports/fields.js';
export * from './exports/choices.js';
export * from './exports/data.js';
export * from './exports/commerce.js';

// Checkout, purchases and sales (app checkout issue)
export * from './exports/checkout.js';

// Money: every amount shown goes through it (issue 17)
export * from './Money/index.js';

// Trust: ratings and reviews (issue 23)
export * from './exports/trust.js';

// Messages: questions to the seller and notifications (issue 24)
export * from './exports/messages.js';

// After the sale: conversations, claims and their deadlines (issue 38)
export * from './exports/after-sale.js';

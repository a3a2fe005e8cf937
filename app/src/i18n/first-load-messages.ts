/*
 * The messages a first visit shows: the shell (header, sidebar, menus, footer, cart), explore and a
 * product page, and every error. They ship in the first load; the rest of the catalogue (about
 * three quarters of it, 12 KB gzipped) comes in a chunk of its own that every other screen, and a
 * product's reviews and questions, fetch as they load (i18n/catalogue.ts), so a first visit's
 * first screen fetches none of it. The build refuses a first-load module that names a message
 * left out of here (scripts/precompiled-messages.ts), so nothing shows an id.
 */

/** Whole namespaces (the id's part before the first dot). */
export const FIRST_LOAD_NAMESPACES: readonly string[] = [
  'account',
  'app',
  'catalogue',
  'common',
  'error',
  'errorScreen',
  'explore',
  'notFound',
  'product',
  'rating',
  'shell',
];

/**
 * Single messages of other screens that the shell names: the navigation's and menus' links, the
 * cart's button and quantity, the appearance button. The rest of those screens' and drawers'
 * messages come with them.
 */
export const FIRST_LOAD_IDS: readonly string[] = [
  'admin.administrator',
  'admin.claims.title',
  'admin.products.title',
  'admin.purchases.title',
  'admin.reviews.title',
  'admin.section',
  'admin.tickets.title',
  'admin.users.title',
  'admin.withdrawals.title',
  'cart.added',
  'cart.decrease',
  'cart.increase',
  'cart.notEnoughStock',
  'cart.ownProduct',
  'cart.quantity',
  'cart.title',
  'customizer.open',
  'dashboard.title',
  'login.title',
  'products.title',
  'profile.title',
  'purchases.title',
  'register.submit',
  'sales.title',
  'support.title',
];

/** Whether message `id` ships in the first load. */
export const isFirstLoadMessage = (id: string): boolean =>
  FIRST_LOAD_NAMESPACES.includes(id.slice(0, id.indexOf('.'))) || FIRST_LOAD_IDS.includes(id);
